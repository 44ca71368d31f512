import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import {
  can,
  pickVacancyFilters,
  VACANCY_DEFAULT_SORT,
  vacancyListQuerySchema,
  vacancyListQueryToQueryPairs,
  vacancySortColumnSchema,
  type VacancyListQuery,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableSort } from '@/components/data-table/data-table';
import { ActiveFilterChips } from '@/components/filter-panel/active-filter-chips';
import { countActiveFilters, type FilterValues } from '@/components/filter-panel/filter-field-types';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { ListPageHeader } from '@/components/list-page-header';
import { ListSearchField } from '@/components/list-search-field';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useVacancies } from '@/features/vacancies/api/get-vacancies';
import { ImportFromGloDialog } from '@/features/vacancies/components/import-from-glo-dialog';
import { VacancyExportButton } from '@/features/vacancies/components/vacancy-export-button';
import { vacancyFilterFields } from '@/features/vacancies/components/vacancy-filter-fields';
import { vacancyImportPath, vacancyPath } from '@/features/vacancies/components/vacancy-paths';
import { VacancyTable } from '@/features/vacancies/components/vacancy-table';
import { useUrlListState, type ListStateCodec } from '@/lib/url-state';
import { useShownPage } from '@/lib/use-shown-page';
import { useCurrentUser } from '../../current-user';

const codec: ListStateCodec<VacancyListQuery> = {
  schema: vacancyListQuerySchema,
  toQueryPairs: vacancyListQueryToQueryPairs,
};
const EMPTY_FILTERS = pickVacancyFilters(vacancyListQuerySchema.parse({}));

/** /internal/vacancies: search, filters, paging and sort in the URL (VAC-01, VAC-04). */
export default function VacancyListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const { state, valid, setState } = useUrlListState(codec);
  const vacancies = useVacancies(state, valid);
  const correctPage = useCallback(
    (page: number) => setState((previous) => ({ ...previous, page }), { replace: true }),
    [setState],
  );
  useShownPage(
    state.page,
    vacancies.isPlaceholderData ? undefined : vacancies.data?.pageable.pageNumber,
    correctPage,
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const staff = can(role, 'vacancies:share');
  // The panel edits the list filters; the created-date range and the creator (the dashboard's 'My open
  // vacancies') come from links only.
  const filters: FilterValues = useMemo(() => {
    const {
      createdFrom: _from,
      createdTo: _to,
      createdByExternalIds: _createdBy,
      ...listFilters
    } = pickVacancyFilters(state);
    return listFilters;
  }, [state]);
  const fields = useMemo(() => vacancyFilterFields(t, { showVendors: staff }), [t, staff]);
  const activeFilters = countActiveFilters(fields, filters);

  function applyFilters(values: FilterValues) {
    const parsed = vacancyListQuerySchema.safeParse({ ...state, ...values });
    if (!parsed.success) return;
    setState({ ...parsed.data, page: 1 });
  }
  function changeSort(sort: DataTableSort | null) {
    const column = vacancySortColumnSchema.safeParse(sort?.column);
    setState({
      ...state,
      column: column.success ? column.data : VACANCY_DEFAULT_SORT.column,
      order: sort?.order ?? VACANCY_DEFAULT_SORT.order,
      page: 1,
    });
  }

  if (!valid) return null; // reloading without the query (LIST-06)

  return (
    <Stack spacing={2.5}>
      <ListPageHeader
        title={t('vacancies.title')}
        activeFilters={activeFilters}
        filtersOpen={filtersOpen}
        onOpenFilters={() => setFiltersOpen(true)}
        actions={
          <>
            <VacancyExportButton query={state} />
            {can(role, 'vacancies:import') ? (
              <Button
                variant="outlined"
                startIcon={<CloudDownloadOutlinedIcon />}
                onClick={() => setImportOpen(true)}
              >
                {t('vacancyImport.button')}
              </Button>
            ) : null}
          </>
        }
        create={
          can(role, 'vacancies:write')
            ? { label: t('vacancies.newVacancy'), to: '/internal/vacancies/new' }
            : undefined
        }
      />

      <ListSearchField
        label={t('vacancies.search')}
        value={state.search ?? ''}
        onSearch={(search) => setState((previous) => ({ ...previous, search: search || undefined, page: 1 }))}
      />
      <ActiveFilterChips fields={fields} value={filters} onChange={applyFilters} />

      {vacancies.isError ? (
        <LoadErrorAlert message={t('vacancies.loadFailed')} onRetry={() => void vacancies.refetch()} />
      ) : null}

      <VacancyTable
        data={vacancies.data}
        loading={vacancies.isFetching}
        page={state.page}
        size={state.size}
        sort={{ column: state.column, order: state.order }}
        onPageChange={(page, size) => setState({ ...state, page, size })}
        onSortChange={changeSort}
        onOpen={(row) => void navigate(vacancyPath(row.externalId))}
        showVendors={staff}
        filtered={activeFilters > 0 || Boolean(state.search)}
        onClearFilters={() => setState({ ...state, ...EMPTY_FILTERS, search: undefined, page: 1 })}
      />

      <ImportFromGloDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImport={(gloId) => void navigate(vacancyImportPath(gloId))}
      />
      <FilterPanel
        variant="drawer"
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        fields={fields}
        value={filters}
        onApply={applyFilters}
      />
    </Stack>
  );
}
