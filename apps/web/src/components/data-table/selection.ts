import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export function toSelectionModel(ids: readonly string[]): GridRowSelectionModel {
  return { type: 'include', ids: new Set<GridRowId>(ids) };
}

/**
 * The selected ids after a change on the current page, keeping what was selected on other pages.
 * An 'exclude' model (select all) means every row of this page except the excluded ones.
 */
export function mergeSelection(
  model: GridRowSelectionModel,
  previous: readonly string[],
  pageIds: readonly string[],
): string[] {
  const onPage = new Set(pageIds);
  const elsewhere = previous.filter((id) => !onPage.has(id));
  const selectedHere =
    model.type === 'include'
      ? pageIds.filter((id) => model.ids.has(id))
      : pageIds.filter((id) => !model.ids.has(id));
  return [...elsewhere, ...selectedHere];
}
