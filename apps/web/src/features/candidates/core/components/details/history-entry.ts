import {
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_STATUS_LABELS,
  type CandidateHistoryItem,
  type Role,
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

/**
 * A VENDOR is not told which staff member made a change (the API leaves `changedBy` out): it reads
 * 'Recruiting team' instead of 'System'.
 */
export function historyEntryView(
  item: CandidateHistoryItem,
  index: number,
  t: TFunction,
  viewer: Role = 'ADMIN',
): HistoryEntryView {
  const nobody =
    viewer === 'VENDOR' ? t('candidateDetails.history.recruitingTeam') : t('candidateDetails.history.system');
  const pipeline = item.kind === 'VACANCY_STATUS';
  return {
    key: `${item.changedAt}-${index}`,
    when: formatDateTime(item.changedAt),
    who: item.changedBy?.fullName ?? nobody,
    what: pipeline
      ? t('candidateDetails.history.vacancyStatus')
      : t('candidateDetails.history.backgroundCheck'),
    vacancy: pipeline ? (item.vacancyTitle ?? t('candidateDetails.history.unknownVacancy')) : null,
    change: `${statusLabel(item.kind, item.fromStatus)} → ${statusLabel(item.kind, item.toStatus)}`,
  };
}
