import Link from '@mui/material/Link';
import {
  can,
  canExportToGlo,
  canSeeGloDetails,
  rowActions,
  type Role,
  type VacancyPipelineRow,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CandidateStatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { GloIcons } from './glo-icons';
import { PipelineRow } from './pipeline-list';
import { PipelineRowMenu } from './pipeline-row-menu';
import type { usePipelineActions } from './use-pipeline-actions';

export type VacancyCandidateRowProps = {
  row: VacancyPipelineRow;
  vacancyExternalId: string;
  role: Role;
  actions: ReturnType<typeof usePipelineActions>;
};

/** One candidate of the vacancy: a link to the candidate, where they are, their status, the row menu. */
export function VacancyCandidateRow({ row, vacancyExternalId, role, actions }: VacancyCandidateRowProps) {
  const { t } = useTranslation();
  const pair = { candidateExternalId: row.candidateExternalId, vacancyExternalId };
  const exportable = can(role, 'candidates:glo-export') && canExportToGlo(row);
  // inIndiaGroup is staff only (like the menu): absent from a VENDOR's row.
  const menuActions = can(role, 'candidates:status')
    ? rowActions({ ...row, inIndiaGroup: row.inIndiaGroup ?? false }, row.status)
    : [];
  const place = [row.city, row.state, row.country].filter(Boolean).join(', ');
  return (
    <PipelineRow
      testId="candidate-row"
      title={
        <Link component={RouterLink} to={`/internal/candidates/${row.candidateExternalId}`} underline="hover">
          {row.fullName}
        </Link>
      }
      details={[row.email, place, t('vacancyCandidates.attachedOn', { date: formatDate(row.attachedAt) })]
        .filter(Boolean)
        .join(' · ')}
      chips={
        <>
          <CandidateStatusChip status={row.status} />
          {canSeeGloDetails(role) && (
            <GloIcons gloCandidateId={row.gloCandidateId} gloAssignmentId={row.gloAssignmentId} />
          )}
        </>
      }
      menu={
        menuActions.length === 0 && !exportable ? undefined : (
          <PipelineRowMenu
            label={t('pipeline.actionsFor', { name: row.fullName })}
            rejectTitle={t('pipeline.rejectCandidate', { candidate: row.fullName })}
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
}
