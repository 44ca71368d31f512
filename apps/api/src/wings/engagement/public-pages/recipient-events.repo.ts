import { sql } from 'drizzle-orm';
import type { SurveyEventType } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';

/** What a recipient did first, the column recording when, and the statistics event it counts as. */
const FIRSTS = {
  opened: { column: 'opened_at', event: 'EMAIL_OPENED' },
  surveyOpened: { column: 'survey_opened_at', event: 'SURVEY_OPENED' },
  unsubscribed: { column: 'unsubscribed_at', event: 'UNSUBSCRIBE_EVENT' },
  submitted: { column: 'submitted_at', event: 'SURVEY_SUBMITTED' },
} as const satisfies Record<string, { column: string; event: SurveyEventType }>;
export type RecipientFirst = keyof typeof FIRSTS;

/**
 * Records the first time a recipient did something, with its event, in one statement: the column is
 * set only while empty, and the event is written only by the statement that set it, so repeats (a
 * second open, a reload, a mail client fetching the pixel again) count once. True when it was the first.
 */
export async function recordFirst(
  db: Queryable,
  recipient: { id: number },
  what: RecipientFirst,
): Promise<boolean> {
  const { column, event } = FIRSTS[what];
  const result = await db.execute(sql`
    with first as (
      update campaign_recipients set ${sql.identifier(column)} = now(), updated_at = now()
      where id = ${recipient.id} and ${sql.identifier(column)} is null
      returning id, campaign_id
    )
    insert into campaign_events (campaign_id, recipient_id, type)
    select campaign_id, id, ${event} from first`);
  return (result.rowCount ?? 0) > 0;
}
