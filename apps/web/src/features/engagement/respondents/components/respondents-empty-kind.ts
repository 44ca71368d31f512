/** Which of the three empty states (RESP-19..21) a table without rows shows. */
export type RespondentsEmptyKind = 'notStarted' | 'noResponses' | 'noMatches';

/** YYYY-MM-DD of a moment in the local zone: "the start day" as the user sees it. */
function localDay(moment: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}

/**
 * RESP-19: no responses and the start day after today (or no start yet: a draft); RESP-20: no
 * responses yet; RESP-21: responses, but none the filters keep. Null while there are rows.
 */
export function respondentsEmptyKind(
  {
    startTime,
    totalRespondents,
    shown,
  }: { startTime: string | null; totalRespondents: number; shown: number },
  now = new Date(),
): RespondentsEmptyKind | null {
  if (shown > 0) return null;
  if (totalRespondents > 0) return 'noMatches';
  if (startTime === null || localDay(new Date(startTime)) > localDay(now)) return 'notStarted';
  return 'noResponses';
}
