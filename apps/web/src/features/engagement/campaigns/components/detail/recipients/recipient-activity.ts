import type { CampaignRecipientRow } from '@talent-desk/shared';

/** When the recipient's state was reached: the latest of its moments (sent, opened, answered, ...). */
export function lastActivity(row: CampaignRecipientRow): string | null {
  const moments = [row.sentAt, row.openedAt, row.surveyOpenedAt, row.submittedAt, row.unsubscribedAt].filter(
    (moment): moment is string => moment !== null,
  );
  return moments.reduce<string | null>(
    (latest, moment) => (latest === null || Date.parse(moment) > Date.parse(latest) ? moment : latest),
    null,
  );
}
