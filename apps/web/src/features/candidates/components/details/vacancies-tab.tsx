import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import {
  can,
  canExportToGlo,
  canSeeGloDetails,
  CANDIDATE_STATUS_LABELS,
  gloExportToasts,
  rowActions,
  vacancyStatusColour,
  type AssignableCandidateStatus,
  type CandidateRead,
  type CandidateStatusItem,
  type Role,
} from '@talent-desk/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CandidateStatusChip, StatusChip } from '@/components/status-chip';
import { EmptyState } from '@/components/empty-state';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { formatDate } from '@/lib/format';
import { useChangeCandidateStatus } from '../../api/change-candidate-status';
import { useExportToGloR } from '../../api/export-to-glo-r';
import { GloIcons } from './glo-icons';
import { VacancyRowMenu } from './vacancy-row-menu';

export type VacanciesTabProps = { candidate: CandidateRead; role: Role };

/** CAND-DETAIL-02..04: each assignment with its statuses, GLO-R marks and the row menu of spec §4. */
export function VacanciesTab({ candidate, role }: VacanciesTabProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { enqueueSnackbar } = useSnackbar();
  const changeStatus = useChangeCandidateStatus();
  const exportToGlo = useExportToGloR();
  const [exportingVacancy, setExportingVacancy] = useState<string | null>(null);
  const rows = candidate.candidateStatuses.filter((row) => row.status !== 'NOT_ASSIGNED');
  const mayChangeStatus = can(role, 'candidates:status');
  const mayExport = can(role, 'candidates:glo-export');
  const showGlo = canSeeGloDetails(role);
  const context = {
    source: candidate.source,
    inIndiaGroup: candidate.inIndiaGroup,
    preScreeningStatus: candidate.preScreeningStatus,
  };

  if (rows.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState icon={<WorkOutlinedIcon />} title={t('candidateDetails.vacancies.empty')} />
      </Paper>
    );
  }

  const onAction = (row: CandidateStatusItem, status: AssignableCandidateStatus) =>
    changeStatus.mutate(
      { candidateId: candidate.externalId, vacancyId: row.vacancyExternalId, status },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t('candidateDetails.vacancies.statusChanged', { status: CANDIDATE_STATUS_LABELS[status] }),
            {
              variant: 'success',
            },
          ),
        onError: (error) => enqueueSnackbar(messageText(error.message), { variant: 'error' }),
      },
    );

  const onExport = (row: CandidateStatusItem) => {
    setExportingVacancy(row.vacancyExternalId);
    exportToGlo.mutate(
      { candidateExternalId: candidate.externalId, vacancyExternalId: row.vacancyExternalId },
      {
        // CAND-STATUS-34/35: one toast per answered item; CAND-STATUS-37: a failed call shows its message.
        onSuccess: ({ items }) =>
          gloExportToasts(items).forEach((toast) =>
            enqueueSnackbar(toast.message, { variant: toast.severity }),
          ),
        onError: (error) => enqueueSnackbar(messageText(error.message), { variant: 'error' }),
        onSettled: () => setExportingVacancy(null),
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('candidateDetails.tabs.vacancies')}
    >
      {rows.map((row, index) => {
        const title = row.vacancyTitle ?? row.gloVacancyId ?? row.vacancyExternalId;
        const exportable =
          mayExport &&
          canExportToGlo({
            status: row.status,
            publishToExternalApp: row.publishToExternalApp ?? false,
            gloAssignmentId: row.gloAssignmentId,
          });
        return (
          <Box
            component="li"
            key={row.vacancyExternalId}
            data-testid="vacancy-row"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: { xs: 1, sm: 2 },
              px: { xs: 2, sm: 3 },
              py: 2,
              borderTop: index === 0 ? 'none' : '1px solid',
              borderColor: 'divider',
              position: 'relative',
            }}
          >
            <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0, pr: { xs: 5, sm: 0 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  row.gloVacancyId,
                  row.updatedAt ? t('candidateDetails.updatedOn', { date: formatDate(row.updatedAt) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
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
            </Stack>
            <Box sx={{ position: { xs: 'absolute', sm: 'static' }, top: 8, right: 8 }}>
              <VacancyRowMenu
                vacancyTitle={title}
                actions={mayChangeStatus ? rowActions(context, row.status) : []}
                canExport={exportable}
                exporting={exportingVacancy === row.vacancyExternalId}
                busy={changeStatus.isPending}
                onAction={(status) => onAction(row, status)}
                onExport={() => onExport(row)}
              />
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
