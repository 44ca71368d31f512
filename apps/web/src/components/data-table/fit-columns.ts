/** A column as the fit needs it: its width now and the least it may have. */
export type ColumnWidth = { field: string; width: number; minWidth: number };

/**
 * Widths that fit `available` px when content-sized columns are wider than the grid: each column gives
 * up room in proportion to what it has above its minWidth (cut text shows in full on hover). Only the
 * columns that change are returned; nothing when they already fit or cannot shrink further.
 */
export function fitColumns(columns: readonly ColumnWidth[], available: number): ColumnWidth[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const excess = total - available;
  const slack = columns.map((column) => Math.max(0, column.width - column.minWidth));
  const totalSlack = slack.reduce((sum, room) => sum + room, 0);
  if (excess <= 0 || totalSlack <= 0) return [];
  const share = Math.min(1, excess / totalSlack);
  return columns.flatMap((column, index) => {
    const room = slack[index] ?? 0;
    return room > 0 ? [{ ...column, width: Math.floor(column.width - room * share) }] : [];
  });
}
