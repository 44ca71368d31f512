import {
  auditActionLabel,
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_STATUS_LABELS,
  type Role,
  type TimelineEntry,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';

const label = (labels: Record<string, string>, status: string | null) =>
  status ? (labels[status] ?? status) : null;

/** What an entry says happened, in a line ('Status on Java Developer: Pending → Shortlisted'). */
export function timelineTitle(t: TFunction, entry: TimelineEntry): string {
  const vacancy = entry.vacancy?.title ?? '—';
  switch (entry.kind) {
    case 'note':
      return t('timeline.entry.note');
    case 'status':
    case 'background': {
      const labels: Record<string, string> =
        entry.kind === 'status' ? CANDIDATE_STATUS_LABELS : BACKGROUND_STATUS_LABELS;
      const from = label(labels, entry.fromStatus);
      const to = label(labels, entry.toStatus) ?? '—';
      if (entry.kind === 'status')
        return from
          ? t('timeline.entry.status', { vacancy, from, to })
          : t('timeline.entry.statusFirst', { vacancy, to });
      return from
        ? t('timeline.entry.background', { from, to })
        : t('timeline.entry.backgroundFirst', { to });
    }
    case 'submission':
      return entry.vendorName
        ? t('timeline.entry.submission', { vacancy, vendor: entry.vendorName })
        : t('timeline.entry.submissionStaff', { vacancy });
    case 'application':
      return t('timeline.entry.application', { vacancy });
    case 'campaign':
      return t(`timeline.entry.campaign.${entry.campaignEvent ?? 'sent'}`, {
        campaign: entry.campaign?.name ?? '',
      });
    case 'change':
      return entry.action ? auditActionLabel(entry.action) : '';
  }
}

/**
 * Who did it. A VENDOR is not told which staff member acted (the API leaves the name out): it reads
 * 'Someone'; an entry nobody made (an e-mail sent, an application) names no one.
 */
export function timelineActor(t: TFunction, entry: TimelineEntry, viewer: Role): string | null {
  if (entry.actorName) return entry.actorName;
  if (entry.kind === 'campaign' || entry.kind === 'application' || entry.kind === 'submission') return null;
  return viewer === 'VENDOR' ? t('timeline.entry.someone') : t('timeline.entry.system');
}
