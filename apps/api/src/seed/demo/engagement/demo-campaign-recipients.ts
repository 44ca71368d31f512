import { lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import { newRecipientToken, recipientTokenDigest } from '../../../lib/recipient-token.js';
import { narrowed } from '../../../lib/scope.js';
import {
  campaignRecipientsWhere,
  type CampaignAudienceColumns,
  CAMPAIGN_ENGINE_ACTOR,
  audienceCandidateIds,
} from '../../../wings/engagement/index.js';
import { candidates } from '../../../db/schema/index.js';
import {
  recipientActivities,
  type Engagement,
  type RecipientActivity,
  type TimelineWindow,
} from './demo-campaign-timeline.js';
import type { Rng } from '../../prng.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The last thing that happened to a recipient (its row's updated_at). */
function lastChange(activity: RecipientActivity, opensAt: number): string {
  const times = [
    activity.sentAt,
    activity.openedAt,
    activity.surveyOpenedAt,
    activity.submittedAt,
    activity.unsubscribedAt,
  ]
    .filter((date): date is Date => date !== null)
    .map((date) => date.getTime());
  return new Date(Math.max(opensAt, ...times)).toISOString();
}

/**
 * A sent campaign's recipients as the engine takes them when the campaign opens: its audience's
 * candidates who accept e-mail NOW, by the one filter evaluator (demo candidates only: bulk ones would
 * make a first start slow), each with what they did since and, as the engine stores it when it writes
 * the e-mail, the digest of a random link token (the raw token went nowhere: nothing was sent), in one
 * statement. Those who unsubscribed then lose their e-mail consent, as the unsubscribe page does, so a
 * later campaign does not take them. Returns the recipient count.
 */
export async function insertSentRecipients(
  db: Queryable,
  rng: Rng,
  campaign: CampaignAudienceColumns & { id: number },
  window: TimelineWindow,
  engagement: Engagement,
  lastDemoCandidateId: number,
): Promise<number> {
  const where = await campaignRecipientsWhere(db, CAMPAIGN_ENGINE_ACTOR, campaign);
  const ids = where
    ? await audienceCandidateIds(db, narrowed(where, lte(candidates.id, lastDemoCandidateId)))
    : [];
  if (ids.length === 0) return 0;
  const activities = recipientActivities(rng, ids.length, window, engagement);
  const column = <T>(value: (a: RecipientActivity) => T) => sql.param(activities.map(value));
  await db.execute(sql`
    insert into campaign_recipients (campaign_id, candidate_id, email, token_hash, delivery, attempts, last_error,
      sent_at, opened_at, survey_opened_at, submitted_at, unsubscribed_at, created_at, updated_at)
    select ${campaign.id}, c.id, c.email, t.token_hash, t.delivery::recipient_delivery, 1, t.last_error,
      t.sent_at, t.opened_at, t.survey_opened_at, t.submitted_at, t.unsubscribed_at, ${new Date(window.opensAt).toISOString()}::timestamptz, t.updated_at
    from unnest(
      ${sql.param(ids)}::int[],
      ${sql.param(ids.map(() => recipientTokenDigest(newRecipientToken())))}::text[],
      ${column((a) => a.delivery)}::text[],
      ${column((a) => a.lastError)}::text[],
      ${column((a) => iso(a.sentAt))}::timestamptz[],
      ${column((a) => iso(a.openedAt))}::timestamptz[],
      ${column((a) => iso(a.surveyOpenedAt))}::timestamptz[],
      ${column((a) => iso(a.submittedAt))}::timestamptz[],
      ${column((a) => iso(a.unsubscribedAt))}::timestamptz[],
      ${column((a) => lastChange(a, window.opensAt))}::timestamptz[]
    ) as t(id, token_hash, delivery, last_error, sent_at, opened_at, survey_opened_at, submitted_at, unsubscribed_at, updated_at)
    join candidates c on c.id = t.id`);
  await db.execute(sql`
    update candidates set email_notifications = false
    where id in (select candidate_id from campaign_recipients
                 where campaign_id = ${campaign.id} and unsubscribed_at is not null)`);
  return ids.length;
}

/**
 * The events of the seeded campaigns, read off their recipients' state columns in one statement, so the
 * statistics and the recipients block always tell the same story: EMAIL_SENT at sent_at (refused
 * e-mails have none), EMAIL_OPENED, SURVEY_OPENED, SURVEY_SUBMITTED and UNSUBSCRIBE_EVENT likewise.
 * Returns the event count.
 */
export async function insertEventsFromRecipients(
  db: Queryable,
  campaignIds: readonly number[],
): Promise<number> {
  if (campaignIds.length === 0) return 0;
  const result = await db.execute(sql`
    insert into campaign_events (campaign_id, recipient_id, type, occurred_at)
    select r.campaign_id, r.id, e.type, e.at
    from campaign_recipients r
    cross join lateral (values
      ('EMAIL_SENT'::survey_event_type, r.sent_at),
      ('EMAIL_OPENED'::survey_event_type, r.opened_at),
      ('SURVEY_OPENED'::survey_event_type, r.survey_opened_at),
      ('SURVEY_SUBMITTED'::survey_event_type, r.submitted_at),
      ('UNSUBSCRIBE_EVENT'::survey_event_type, r.unsubscribed_at)
    ) as e(type, at)
    where r.campaign_id = any(${sql.param([...campaignIds])}::int[]) and e.at is not null
    order by e.at, r.id`);
  return result.rowCount ?? 0;
}
