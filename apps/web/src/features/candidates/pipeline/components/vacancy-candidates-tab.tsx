import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import {
  can,
  DEFAULT_PAGE_SIZE,
  type AssignableCandidateStatus,
  type Role,
  type VacancyPipelineQuery,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useVacancyPipeline } from '../api/get-vacancy-pipeline';
import { AttachCandidatesDialog } from './attach-candidates-dialog';
import { PipelineList } from './pipeline-list';
import { PipelinePager } from './pipeline-pager';
import { PIPELINE_SORTS, type PipelineSortKey } from './pipeline-sort';
import { PipelineToolbar } from './pipeline-toolbar';
import { usePipelineActions } from './use-pipeline-actions';
import { VacancyCandidateRow } from './vacancy-candidate-row';

export type VacancyCandidatesTabProps = { vacancyExternalId: string; vacancyTitle: string; role: Role };

/**
 * VAC-02 #candidates: the vacancy's pipeline (a VENDOR gets only its own candidates, without GLO-R ids:
 * the API scopes it), with the row menu of the candidate's vacancies tab, and Attach candidates for staff.
 */
export function VacancyCandidatesTab({ vacancyExternalId, vacancyTitle, role }: VacancyCandidatesTabProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<AssignableCandidateStatus[]>([]);
  const [sort, setSort] = useState<PipelineSortKey>('newest');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [attaching, setAttaching] = useState(false);
  const query: VacancyPipelineQuery = {
    ...paging,
    ...PIPELINE_SORTS[sort],
    statuses,
    search: search || undefined,
  };
  const pipeline = useVacancyPipeline(vacancyExternalId, query);
  const actions = usePipelineActions();
  const mayAttach = can(role, 'vacancies:write');
  const filtered = statuses.length > 0 || search !== '';
  const firstPage = () => setPaging((previous) => ({ ...previous, page: 1 }));

  const attachButton = mayAttach ? (
    <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setAttaching(true)}>
      {t('vacancyCandidates.attach')}
    </Button>
  ) : undefined;

  return (
    <Stack spacing={2}>
      <PipelineToolbar
        search={search}
        onSearch={(next) => {
          setSearch(next);
          firstPage();
        }}
        statuses={statuses}
        onStatuses={(next) => {
          setStatuses(next);
          firstPage();
        }}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          firstPage();
        }}
        action={attachButton}
      />
      {pipeline.isError ? (
        <LoadErrorAlert message={t('vacancyCandidates.loadFailed')} onRetry={() => void pipeline.refetch()} />
      ) : null}
      {pipeline.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('vacancyCandidates.loading')} />
      ) : pipeline.data && pipeline.data.totalElements === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<GroupsOutlinedIcon />}
            title={t(filtered ? 'vacancyCandidates.emptyFiltered' : 'vacancyCandidates.empty')}
            hint={
              filtered
                ? t('vacancyCandidates.emptyFilteredHint')
                : mayAttach
                  ? t('vacancyCandidates.emptyHintStaff')
                  : t('vacancyCandidates.emptyHint')
            }
          />
        </Paper>
      ) : pipeline.data ? (
        <Paper variant="outlined" aria-busy={pipeline.isFetching}>
          <LinearProgress sx={{ visibility: pipeline.isFetching ? 'visible' : 'hidden', height: 2 }} />
          <PipelineList label={t('vacancyCandidates.listLabel', { vacancy: vacancyTitle })} flat>
            {pipeline.data.content.map((row) => (
              <VacancyCandidateRow
                key={row.candidateExternalId}
                row={row}
                vacancyExternalId={vacancyExternalId}
                role={role}
                actions={actions}
              />
            ))}
          </PipelineList>
          <PipelinePager
            count={pipeline.data.totalElements}
            page={pipeline.data.pageable.pageNumber}
            size={paging.size}
            onChange={(page, size) => setPaging({ page, size })}
          />
        </Paper>
      ) : null}
      <AttachCandidatesDialog
        open={attaching}
        vacancyExternalId={vacancyExternalId}
        vacancyTitle={vacancyTitle}
        onClose={() => setAttaching(false)}
      />
    </Stack>
  );
}
