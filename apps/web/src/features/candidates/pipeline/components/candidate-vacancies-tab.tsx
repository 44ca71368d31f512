import Paper from '@mui/material/Paper';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import {
  can,
  canExportToGlo,
  canSeeGloDetails,
  rowActions,
  vacancyStatusColour,
  type CandidateRead,
  type Role,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { CandidateStatusChip, StatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { GloIcons } from './glo-icons';
import { PipelineList, PipelineRow } from './pipeline-list';
import { PipelineRowMenu } from './pipeline-row-menu';
import { usePipelineActions } from './use-pipeline-actions';

export type CandidateVacanciesTabProps = { candidate: CandidateRead; role: Role };

/** CAND-DETAIL-02..04: each assignment with its statuses, GLO-R marks and the row menu of spec §4. */
export function CandidateVacanciesTab({ candidate, role }: CandidateVacanciesTabProps) {
  const { t } = useTranslation();
  const actions = usePipelineActions();
  const rows = candidate.candidateStatuses.filter((row) => row.status !== 'NOT_ASSIGNED');
  const mayChangeStatus = can(role, 'candidates:status');
  const mayExport = can(role, 'candidates:glo-export');
  const showGlo = canSeeGloDetails(role);
  // The flag is staff only (like the menu it feeds): absent from a VENDOR's candidate.
  const context = {
    source: candidate.source,
    inIndiaGroup: candidate.inIndiaGroup ?? false,
    preScreeningStatus: candidate.preScreeningStatus,
  };

  if (rows.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState icon={<WorkOutlinedIcon />} title={t('candidateDetails.vacancies.empty')} />
      </Paper>
    );
  }

  return (
    <PipelineList label={t('candidateDetails.tabs.vacancies')}>
      {rows.map((row) => {
        const title = row.vacancyTitle ?? row.gloVacancyId ?? row.vacancyExternalId;
        const pair = { candidateExternalId: candidate.externalId, vacancyExternalId: row.vacancyExternalId };
        const menuActions = mayChangeStatus ? rowActions(context, row.status) : [];
        const exportable =
          mayExport &&
          canExportToGlo({
            status: row.status,
            publishToExternalApp: row.publishToExternalApp ?? false,
            gloAssignmentId: row.gloAssignmentId,
          });
        return (
          <PipelineRow
            key={row.vacancyExternalId}
            testId="vacancy-row"
            title={title}
            details={[
              row.gloVacancyId,
              row.updatedAt ? t('candidateDetails.updatedOn', { date: formatDate(row.updatedAt) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            chips={
              <>
                {row.vacancyStatus && (
                  <StatusChip
                    variant="outlined"
                    colour={vacancyStatusColour(row.vacancyStatus)}
                    label={t('candidateDetails.vacancies.vacancyStatusChip', {
                      status: t(`enums.vacancyStatus.${row.vacancyStatus}`),
                    })}
                  />
                )}
                <CandidateStatusChip status={row.status} />
                {showGlo && (
                  <GloIcons gloCandidateId={candidate.gloCandidateId} gloAssignmentId={row.gloAssignmentId} />
                )}
              </>
            }
            menu={
              menuActions.length === 0 && !exportable ? undefined : (
                <PipelineRowMenu
                  label={t('pipeline.actionsFor', { name: title })}
                  rejectTitle={t('pipeline.rejectForVacancy', { vacancy: title })}
                  actions={menuActions}
                  canExport={exportable}
                  exporting={actions.isExporting(pair)}
                  busy={actions.busy}
                  onAction={(status) => actions.setStatus(pair, status)}
                  onExport={() => actions.exportPair(pair)}
                />
              )
            }
          />
        );
      })}
    </PipelineList>
  );
}
