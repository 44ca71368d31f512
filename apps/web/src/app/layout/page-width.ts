/**
 * A route's `handle` that asks the layout for the full width (up to MUI's xl): a list with many
 * columns. Other pages keep the reading width (lg), where forms and details stay easy to scan.
 */
export const WIDE_PAGE = { pageWidth: 'wide' } as const;

export function isWidePage(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'pageWidth' in handle && handle.pageWidth === 'wide'
  );
}
