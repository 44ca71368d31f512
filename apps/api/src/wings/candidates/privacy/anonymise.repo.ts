import { sql } from 'drizzle-orm';
import {
  ANONYMISED_FIRST_NAME,
  CANDIDATE_PRIVACY_MESSAGES,
  anonymisedLastName,
  type AuditChange,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';

// The statements of an anonymisation (anonymise.service.ts), each run in its transaction.

const REMOVED = CANDIDATE_PRIVACY_MESSAGES.removedNote;
/** What an audit change's old or new value about the person becomes. */
const SCRUBBED_VALUE = '(removed)';
/** Shorter strings are not replaced inside e-mails about the person: they would hit ordinary words. */
const MIN_REPLACED_LENGTH = 3;

/**
 * Locks the candidate's row (two anonymisations of one candidate run one after the other) and says
 * whether it is anonymised already.
 * @scope by candidate id: callers pass the id of a row read through requireCandidate (scoped).
 */
export async function lockIsAnonymised(tx: Queryable, candidateId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ anonymised: boolean }>(
    sql`select anonymised_at is not null as anonymised from candidates where id = ${candidateId} for update`,
  );
  return rows[0]?.anonymised ?? false;
}

/**
 * The candidate's own row emptied, their resume rows deleted, their careers applications, note bodies
 * and campaign recipients scrubbed.
 * @scope by candidate id: callers pass the id of a row read through requireCandidate (scoped).
 */
export async function scrubCandidateRows(
  tx: Queryable,
  id: number,
  name: string,
  email: string,
): Promise<void> {
  await tx.execute(sql`
    update candidates set first_name = ${ANONYMISED_FIRST_NAME}, middle_name = null,
      last_name = ${anonymisedLastName(id)}, full_name = ${name}, email = ${email}, phone = null,
      linkedin_url = null, city = '', experience = null, comments = null, expected_rate = null,
      notice_period = null, email_notifications = false, eligible_to_work_in_us = null,
      require_sponsorship_to_work_in_us = null, on_site_work = null, full_time_work = null,
      rotating_shifts_work = null, anonymised_at = now(), updated_at = now()
    where id = ${id}`);
  await tx.execute(sql`delete from resumes where candidate_id = ${id}`);
  // The application keeps its vacancy, date and the answers reports use (country, experience,
  // qualification). Its resume key becomes `removed-<external id>`: a well-formed key (unique, as the
  // column must be) of no stored file, so a download answers 404 as for any missing file.
  await tx.execute(sql`
    update careers_applications set
      answers = (answers - array['firstName', 'middleName', 'lastName', 'email', 'phone', 'state', 'city',
          'eligibleToWorkInUS', 'requireSponsorshipToWorkInUS', 'onSiteWork', 'fullTimeWork',
          'rotatingShiftsWork']::text[])
        || jsonb_build_object('firstName', ${ANONYMISED_FIRST_NAME}::text,
          'lastName', ${anonymisedLastName(id)}::text, 'email', ${email}::text, 'city', ''),
      resume_storage_key = 'removed-' || replace(external_id::text, '-', ''), resume_file_name = 'removed',
      resume_size_bytes = 0, resume_sha256 = '', client_address = ''
    where candidate_id = ${id}`);
  await tx.execute(sql`update notes set body = ${REMOVED}, updated_at = now() where candidate_id = ${id}`);
  await tx.execute(sql`
    update campaign_recipients set email = ${email}, last_error = null, updated_at = now()
    where candidate_id = ${id}`);
}

/**
 * Every personal string known of the candidate: the profile's, their careers applications' answers,
 * and the old and new text values of the audit events about them (earlier names and addresses).
 * Longest first, so a full name is replaced before its parts.
 * @scope by candidate id: callers pass the id of a row read through requireCandidate (scoped).
 */
export async function personalStrings(tx: Queryable, candidateId: number): Promise<string[]> {
  const { rows } = await tx.execute<{ value: string | null }>(sql`
    select unnest(array[first_name, middle_name, last_name, full_name, email, phone, linkedin_url, city,
      experience, comments]) as value from candidates where id = ${candidateId}
    union
    select a.value from careers_applications c, jsonb_each_text(c.answers) a
      where c.candidate_id = ${candidateId}
        and a.key in ('firstName', 'middleName', 'lastName', 'email', 'phone', 'city')
    union
    select v.value from audit_events e, jsonb_array_elements(e.changes) ch,
      lateral (values (ch->>'old'), (ch->>'new')) v(value)
      where e.candidate_id = ${candidateId} and jsonb_typeof(e.changes) = 'array'
        and jsonb_typeof(ch) = 'object'`);
  const values = rows
    .map((row) => row.value?.trim() ?? '')
    .filter((value) => value.length >= MIN_REPLACED_LENGTH);
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

/**
 * The storage keys of the candidate's files: the resume and the careers applications' resumes.
 * @scope by candidate id: callers pass the id of a row read through requireCandidate (scoped).
 */
export async function fileKeys(tx: Queryable, candidateId: number): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    select storage_key as key from resumes where candidate_id = ${candidateId}
    union all
    select resume_storage_key from careers_applications where candidate_id = ${candidateId}`);
  return rows.map((row) => row.key);
}

function replaceAll(text: string, strings: readonly string[], replacement: string): string {
  return strings.reduce((out, value) => out.split(value).join(replacement), text);
}

/**
 * The outbox: messages to the person (any address they had) lose recipient, subject and body; messages
 * about them (a mention e-mail links to their page, so it carries their external id) keep their text
 * with the person's values replaced by the anonymised name.
 */
export async function scrubMail(
  tx: Queryable,
  candidateExternalId: string,
  personal: readonly string[],
  name: string,
  email: string,
): Promise<void> {
  const addresses = personal.filter((value) => value.includes('@')).map((value) => value.toLowerCase());
  if (addresses.length > 0) {
    await tx.execute(sql`
      update mail_messages set to_addresses = array[${email}::text], subject = ${REMOVED},
        html = ${REMOVED}, text = ${REMOVED}, last_error = null, updated_at = now(),
        search_text = lower(${email} || ' ' || ${REMOVED})
      where exists (select 1 from unnest(to_addresses) a
        where lower(a) in (${sql.join(
          addresses.map((address) => sql`${address}`),
          sql`, `,
        )}))`);
  }
  const about = await tx.execute<{
    id: number;
    to_addresses: string[];
    subject: string;
    html: string;
    text: string;
  }>(sql`
    select id, to_addresses, subject, html, text from mail_messages
    where position(${candidateExternalId} in html) > 0 or position(${candidateExternalId} in text) > 0`);
  for (const row of about.rows) {
    const subject = replaceAll(row.subject, personal, name);
    await tx.execute(sql`
      update mail_messages set subject = ${subject}, html = ${replaceAll(row.html, personal, name)},
        text = ${replaceAll(row.text, personal, name)}, updated_at = now(),
        search_text = ${[...row.to_addresses, subject].join(' ').toLowerCase()}
      where id = ${row.id}`);
  }
}

/**
 * The audit events about the candidate keep who did what when, and lose the person's values: every
 * old and new value of their changes becomes '(removed)', the label names the anonymised person, and
 * the client address of events nobody signed in made (the careers site: the applicant's own) goes.
 * The table refuses UPDATEs but this one, allowed by `talent_desk.audit_scrub` for this transaction
 * only (migration 0036).
 */
export async function scrubAudit(
  tx: Queryable,
  candidateId: number,
  personal: readonly string[],
  name: string,
): Promise<void> {
  const { rows } = await tx.execute<{
    id: number;
    target_label: string | null;
    changes: unknown;
    actor_user_id: number | null;
  }>(
    sql`select id, target_label, changes, actor_user_id from audit_events where candidate_id = ${candidateId}`,
  );
  await tx.execute(sql`select set_config('talent_desk.audit_scrub', 'on', true)`);
  // One statement for all of them: each row's label and changes worked out here, set from arrays.
  const scrubbed = rows.map((row) => ({
    id: row.id,
    label: row.target_label === null ? null : replaceAll(row.target_label, personal, name),
    changes: JSON.stringify(
      Array.isArray(row.changes)
        ? (row.changes as AuditChange[]).map((change) => ({
            field: change.field,
            old: change.old === null ? null : SCRUBBED_VALUE,
            new: change.new === null ? null : SCRUBBED_VALUE,
          }))
        : [],
    ),
  }));
  if (scrubbed.length > 0) {
    await tx.execute(sql`
      update audit_events e set target_label = v.label, changes = v.changes::jsonb,
        client_address = case when e.actor_user_id is null then null else e.client_address end
      from unnest(${sql.param(scrubbed.map((r) => Number(r.id)))}::bigint[],
        ${sql.param(scrubbed.map((r) => r.label))}::text[],
        ${sql.param(scrubbed.map((r) => r.changes))}::text[]) as v(id, label, changes)
      where e.id = v.id`);
  }
  await tx.execute(sql`select set_config('talent_desk.audit_scrub', '', true)`);
}
