import { useEffect } from 'react';

/**
 * LIST-04: the server clamps a page past the last one to the last one (an empty list is page 1).
 * When its answer is for another page than the URL asked for, `onShown` puts the page shown into the
 * URL. `shown` is undefined while no answer for the current query has arrived (loading, or the
 * previous page kept on screen): nothing is corrected from a stale answer.
 */
export function useShownPage(
  requested: number,
  shown: number | undefined,
  onShown: (page: number) => void,
): void {
  useEffect(() => {
    if (shown !== undefined && shown !== requested) onShown(shown);
  }, [requested, shown, onShown]);
}
