import {
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_STATUS_LABELS,
  type CandidateHistoryItem,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';

/** One history entry as the screen shows it: when, who, what changed, for which vacancy, from → to. */
export type HistoryEntryView = {
  key: string;
  when: string;
  who: string;
  what: string;
  /** The vacancy of a pipeline step; null for a background check, which belongs to no vacancy. */
  vacancy: string | null;
  change: string;
};

function statusLabel(kind: CandidateHistoryItem['kind'], status: string | null): string {
  if (!status) return '—';
  const labels: Record<string, string> =
    kind === 'VACANCY_STATUS' ? CANDIDATE_STATUS_LABELS : BACKGROUND_STATUS_LABELS;
  return labels[status] ?? status;
}

export function historyEntryView(item: CandidateHistoryItem, index: number, t: TFunction): HistoryEntryView {
  const pipeline = item.kind === 'VACANCY_STATUS';
  return {
    key: `${item.changedAt}-${index}`,
    when: formatDateTime(item.changedAt),
    who: item.changedBy?.fullName ?? t('candidateDetails.history.system'),
    what: pipeline
      ? t('candidateDetails.history.vacancyStatus')
      : t('candidateDetails.history.backgroundCheck'),
    vacancy: pipeline ? (item.vacancyTitle ?? t('candidateDetails.history.unknownVacancy')) : null,
    change: `${statusLabel(item.kind, item.fromStatus)} → ${statusLabel(item.kind, item.toStatus)}`,
  };
}
