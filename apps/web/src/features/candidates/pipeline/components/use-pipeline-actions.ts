import { useState } from 'react';
import {
  CANDIDATE_STATUS_LABELS,
  gloExportToasts,
  type AssignableCandidateStatus,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/lib/api-error-text';
import { useChangeCandidateStatus } from '../api/change-candidate-status';
import { useExportToGloR } from '../api/export-to-glo-r';

/** One candidate on one vacancy: what a pipeline row acts on. */
export type PipelinePair = { candidateExternalId: string; vacancyExternalId: string };

const pairKey = ({ candidateExternalId, vacancyExternalId }: PipelinePair) =>
  `${candidateExternalId}:${vacancyExternalId}`;

/**
 * The row actions of a pipeline, wherever it is listed (a candidate's vacancies, a vacancy's
 * candidates): change the status, export into GLO-R, each with its toasts.
 */
export function usePipelineActions() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { enqueueSnackbar } = useSnackbar();
  const changeStatus = useChangeCandidateStatus();
  const exportToGlo = useExportToGloR();
  const [exporting, setExporting] = useState<string | null>(null);
  const failed = (error: Error) => enqueueSnackbar(errorText(error), { variant: 'error' });

  const setStatus = (pair: PipelinePair, status: AssignableCandidateStatus) =>
    changeStatus.mutate(
      { candidateId: pair.candidateExternalId, vacancyId: pair.vacancyExternalId, status },
      {
        onSuccess: () =>
          enqueueSnackbar(t('pipeline.statusChanged', { status: CANDIDATE_STATUS_LABELS[status] }), {
            variant: 'success',
          }),
        onError: failed,
      },
    );

  const exportPair = (pair: PipelinePair) => {
    setExporting(pairKey(pair));
    exportToGlo.mutate(pair, {
      // CAND-STATUS-34/35: one toast per answered item; CAND-STATUS-37: a failed call shows its message.
      onSuccess: ({ items }) =>
        gloExportToasts(items).forEach((toast) =>
          enqueueSnackbar(toast.message, { variant: toast.severity }),
        ),
      onError: failed,
      onSettled: () => setExporting(null),
    });
  };

  return {
    setStatus,
    exportPair,
    isExporting: (pair: PipelinePair) => exporting === pairKey(pair),
    busy: changeStatus.isPending,
  };
}
