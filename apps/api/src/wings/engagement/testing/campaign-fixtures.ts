import type pg from 'pg';
import {
  applicationFiltersSchema,
  candidateFiltersSchema,
  type SurveyQuestionType,
} from '@talent-desk/shared';

/**
 * Test data for campaign sending: recipients seeded in bulk by one INSERT ... SELECT generate_series
 * (thousands in well under a second), and campaigns written straight into their tables as the
 * campaigns API leaves them when scheduled. Each test names its candidates with a tag (their last name)
 * and the campaign's custom audience selects that tag, so tests never see each other's candidates.
 */

/** The SQL that seeds `count` e-mail-accepting candidates 'Cand{n} {tag}' <{tag}-{n}@example.test>. */
export function seedRecipientsSql(tag: string, count: number): string {
  if (!/^[a-z0-9-]+$/.test(tag)) throw new Error('tags are lower-case letters, digits and dashes');
  if (!Number.isInteger(count)) throw new Error('count must be an integer');
  return `
    insert into countries (name, iso2) values ('Germany', 'DE') on conflict do nothing;
    insert into candidates (first_name, last_name, full_name, email, country, city, years_of_experience,
      educational_qualification, source)
    select 'Cand' || n, '${tag}', 'Cand' || n || ' ${tag}', '${tag}-' || n || '@example.test', 'Germany',
      'Berlin', 'THREE_TO_FIVE', 'Master''s Degree', 'DIRECT_SEARCH'
    from generate_series(1, ${count}) as n`;
}

/** Seeds the candidates of a tag in one round trip (any pool: the app's or the test's own). */
export async function seedRecipients(pool: pg.Pool, tag: string, count: number): Promise<void> {
  await pool.query(seedRecipientsSql(tag, count));
}

export type OneCandidate = {
  firstName: string;
  lastName: string;
  email: string;
  emailNotifications?: boolean;
};

export async function insertCandidate(pool: pg.Pool, c: OneCandidate): Promise<number> {
  await pool.query(`insert into countries (name, iso2) values ('Germany', 'DE') on conflict do nothing`);
  const result = await pool.query<{ id: number }>(
    `insert into candidates (first_name, last_name, full_name, email, country, city, years_of_experience,
      educational_qualification, source, email_notifications)
    values ($1, $2, $3, $4, 'Germany', 'Berlin', 'THREE_TO_FIVE', 'Master''s Degree', 'DIRECT_SEARCH', $5)
    returning id`,
    [c.firstName, c.lastName, `${c.firstName} ${c.lastName}`, c.email, c.emailNotifications ?? true],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('candidate not inserted');
  return id;
}

export type TestCampaign = {
  name: string;
  /** The custom audience: candidates whose name contains the tag (and who accept e-mail). */
  tag: string;
  ownerUserId: number | null;
  subject?: string;
  body?: string;
  from?: string | null;
  /** Seconds from now; the start defaults to now (due at once), the end to a day later. */
  startInSeconds?: number;
  endInSeconds?: number;
  status?: 'SCHEDULED' | 'OPEN';
};

export const TEST_BODY =
  '<p>Hello {{candidate.firstName}} {{candidate.lastName}},</p><p>{{owner.fullName}} invites you to {{campaign.title}}.</p><p>Answer here: {{survey.link}}</p>';

/** The columns of a scheduled campaign with a custom audience, as the campaigns API writes them. */
export function campaignRow(c: TestCampaign) {
  return {
    name: c.name,
    ownerUserId: c.ownerUserId,
    audienceMode: 'CUSTOM',
    candidateFilters: candidateFiltersSchema.parse({ names: [c.tag] }),
    applicationFilters: applicationFiltersSchema.parse({}),
    fromAddress: c.from ?? null,
    subject: c.subject ?? 'News for {{candidate.firstName}}',
    body: c.body ?? TEST_BODY,
    startInSeconds: c.startInSeconds ?? 0,
    endInSeconds: c.endInSeconds ?? 86_400,
    status: c.status ?? 'SCHEDULED',
  } as const;
}

/** The INSERT of a test campaign as SQL text and values (for the app's database or a raw pg client). */
export function insertCampaignSql(c: TestCampaign): { text: string; values: unknown[] } {
  const row = campaignRow(c);
  return {
    text: `insert into campaigns (name, status, creation_step, owner_user_id, audience_mode, candidate_filters,
        application_filters, from_address, subject, body, start_time, end_time, scheduled_at)
      values ($1, $2, 'PREVIEW', $3, 'CUSTOM', $4, $5, $6, $7, $8, now() + make_interval(secs => $9),
        now() + make_interval(secs => $10), now())
      returning id`,
    values: [
      row.name,
      row.status,
      row.ownerUserId,
      JSON.stringify(row.candidateFilters),
      JSON.stringify(row.applicationFilters),
      row.fromAddress,
      row.subject,
      row.body,
      row.startInSeconds,
      row.endInSeconds,
    ],
  };
}

/** Inserts a test campaign on any pool (the app's, or one the test opened on the server). */
export async function insertCampaign(pool: pg.Pool, c: TestCampaign): Promise<number> {
  const { text, values } = insertCampaignSql(c);
  const result = await pool.query<{ id: number }>(text, values);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('campaign not inserted');
  return id;
}

export type TestQuestion = {
  text: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options?: string[];
};

/** The campaign's survey copy (what scheduling writes): questions with option ids. */
export async function addSurvey(pool: pg.Pool, campaignId: number, questions: readonly TestQuestion[]) {
  for (const [index, q] of questions.entries()) {
    const options = (q.options ?? []).map((value) => ({ value }));
    await pool.query(
      `insert into campaign_survey_questions (campaign_id, order_no, text, type, mandatory, options)
       select $1, $2, $3, $4, $5,
         coalesce(jsonb_agg(jsonb_build_object('externalId', gen_random_uuid(), 'value', o.v->>'value') order by o.i), '[]')
       from jsonb_array_elements($6::jsonb) with ordinality as o(v, i)`,
      [campaignId, index + 1, q.text, q.type, q.mandatory, JSON.stringify(options)],
    );
  }
}
