import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
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
import type { FilterValues } from '@/components/filter-panel/filter-field-types';
import { ListPage } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useVacancies } from '@/features/vacancies/core/api/get-vacancies';
import { ImportFromGloDialog } from '@/features/vacancies/core/components/import-from-glo-dialog';
import { VacancyExportButton } from '@/features/vacancies/core/components/vacancy-export-button';
import { vacancyFilterFields } from '@/features/vacancies/core/components/vacancy-filter-fields';
import { vacancyImportPath, vacancyPath } from '@/features/vacancies/core/components/vacancy-paths';
import { VacancyTable } from '@/features/vacancies/core/components/vacancy-table';
import type { ListStateCodec } from '@/lib/url-state';
import { useCurrentUser } from '../../current-user';

const codec: ListStateCodec<VacancyListQuery> = {
  schema: vacancyListQuerySchema,
  toQueryPairs: vacancyListQueryToQueryPairs,
};
const EMPTY_FILTERS = pickVacancyFilters(vacancyListQuerySchema.parse({}));

/**
 * The panel edits the list filters; the created-date range and the creator (the dashboard's 'My open
 * vacancies') come from links only.
 */
function panelFilters(state: VacancyListQuery): FilterValues {
  const {
    createdFrom: _from,
    createdTo: _to,
    createdByExternalIds: _createdBy,
    ...listFilters
  } = pickVacancyFilters(state);
  return listFilters;
}

/** /internal/vacancies: search, filters, paging and sort in the URL (VAC-01, VAC-04). */
export default function VacancyListRoute() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const [importOpen, setImportOpen] = useState(false);
  const staff = can(role, 'vacancies:share');
  const fields = useMemo(() => vacancyFilterFields(t, { showVendors: staff }), [t, staff]);
  const list = useListPage(
    {
      codec,
      fields,
      filtersOf: panelFilters,
      emptyFilters: EMPTY_FILTERS,
      sortColumn: vacancySortColumnSchema,
      defaultSort: VACANCY_DEFAULT_SORT,
    },
    useVacancies,
  );

  return (
    <ListPage
      list={list}
      title={t('vacancies.title')}
      actions={
        <>
          <VacancyExportButton query={list.state} />
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
      search={{ label: t('vacancies.search') }}
      loadFailed={t('vacancies.loadFailed')}
    >
      <VacancyTable
        {...list.table}
        onOpen={(row) => void navigate(vacancyPath(row.externalId))}
        showVendors={staff}
      />
      <ImportFromGloDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImport={(gloId) => void navigate(vacancyImportPath(gloId))}
      />
    </ListPage>
  );
}
