/** The selection with one row added or removed; other pages' rows stay selected. */
export function withRow(selection: readonly string[], id: string, selected: boolean): string[] {
  const others = selection.filter((other) => other !== id);
  return selected ? [...others, id] : others;
}

/** The selection with every row of this page added or removed; other pages' rows stay selected. */
export function withPage(
  selection: readonly string[],
  pageIds: readonly string[],
  selected: boolean,
): string[] {
  const onPage = new Set(pageIds);
  const elsewhere = selection.filter((id) => !onPage.has(id));
  return selected ? [...elsewhere, ...pageIds] : elsewhere;
}

/** How much of this page is selected: the header checkbox is checked, indeterminate or clear. */
export function pageSelection(
  selection: readonly string[],
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  const selected = new Set(selection);
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}
