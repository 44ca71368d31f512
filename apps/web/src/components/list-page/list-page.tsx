import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActiveFilterChips } from '../filter-panel/active-filter-chips';
import { FilterPanel, type FilterPanelProps } from '../filter-panel/filter-panel';
import { ListPageHeader, type ListPageHeaderProps } from '../list-page-header';
import { ListSearchField } from '../list-search-field';
import { LoadErrorAlert } from '../load-error-alert';
import type { ListPageModel } from './use-list-page';

export type ListPageProps = Pick<ListPageHeaderProps, 'title' | 'create' | 'actions' | 'headingLevel'> & {
  /** useListPage's state. */
  list: ListPageModel;
  /** A line under the heading saying what the list holds. */
  intro?: string;
  search: { label: string; maxLength?: number };
  /** Shown beside the search field (the campaigns' My / All toggle). */
  beside?: ReactNode;
  /** The filter panel's normalisation of a draft (candidates: cities of the chosen states). */
  normalise?: FilterPanelProps['normalise'];
  /** Between the filter chips and the table (the candidates' bulk actions). */
  toolbar?: ReactNode;
  /** What failed when the list cannot be loaded (with Retry). */
  loadFailed: string;
  /** The table, then the page's dialogs. */
  children: ReactNode;
};

/**
 * A server-paged list page (docs/architecture.md §4): heading with Filters and the create button, the
 * search, the applied filters, a load error with Retry, the table, and the filter drawer. Filters are
 * offered only when the list has filter fields. Nothing renders while an invalid query is being
 * dropped (LIST-06).
 */
export function ListPage({
  list,
  title,
  create,
  actions,
  headingLevel,
  intro,
  search,
  beside,
  normalise,
  toolbar,
  loadFailed,
  children,
}: ListPageProps) {
  if (!list.valid) return null;
  const filterable = list.fields.length > 0;
  const searchField = (
    <ListSearchField
      label={search.label}
      value={list.state.search ?? ''}
      onSearch={list.search}
      maxLength={search.maxLength}
    />
  );
  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={title}
        headingLevel={headingLevel}
        create={create}
        actions={actions}
        {...(filterable
          ? {
              activeFilters: list.activeFilters,
              filtersOpen: list.filtersOpen,
              onOpenFilters: list.openFilters,
            }
          : {})}
      />
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      {beside ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
        >
          {beside}
          {searchField}
        </Stack>
      ) : (
        searchField
      )}
      {filterable ? (
        <ActiveFilterChips fields={list.fields} value={list.filters} onChange={list.applyFilters} />
      ) : null}
      {toolbar}
      {list.rows.isError ? (
        <LoadErrorAlert message={loadFailed} onRetry={() => void list.rows.refetch()} />
      ) : null}
      {children}
      {filterable ? (
        <FilterPanel
          variant="drawer"
          open={list.filtersOpen}
          onClose={list.closeFilters}
          fields={list.fields}
          value={list.filters}
          onApply={list.applyFilters}
          normalise={normalise}
        />
      ) : null}
    </Stack>
  );
}
