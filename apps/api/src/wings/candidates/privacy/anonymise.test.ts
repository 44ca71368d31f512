import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateAnonymisedSchema, candidateReadSchema, mentionToken } from '@talent-desk/shared';
import { recordAudit } from '../../../lib/audit.js';
import { insertStatusHistory, insertVacancy } from '../../../test/fixtures.js';
import { pdfBytes } from '../../../test/uploads.js';
import { addSurvey, insertCampaign } from '../../engagement/testing/index.js';
import { openCareersHarness, type CareersHarness } from '../testing/careers-harness.js';

/**
 * Anonymisation (docs/decisions.md, Anonymisation and the personal-data export): a candidate with every
 * kind of row about them is anonymised, then every text-like column of every table of the public schema
 * (found by query, so a table added later is searched too) and every stored file is searched for each
 * of the person's original values: none may remain.
 */
const PERSON = {
  firstName: 'Zebulonia',
  lastName: 'Quixmortel',
  email: 'zebulonia.quixmortel@example.test',
  oldEmail: 'zeb.q.older@example.test',
  phone: '+4915199887766',
  linkedinUrl: 'https://www.linkedin.com/in/zebquixmortel',
  city: 'Vrxtownburg',
  comments: 'Collects obscure kryptonite puzzles',
  experience: 'Ran the Flumbridge widget lab',
  noteText: 'Phoned about the Plovdivian offer',
};
const ORIGINALS = Object.values(PERSON);

let h: CareersHarness;
let candidate: { id: number; externalId: string; fullName: string };
let resumeKeys: string[];

const exec = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  h.t.db.execute<T>(query).then((result) => result.rows);

/** Which of `strings` appear anywhere in the public schema's text, character, json, array or tsvector columns. */
async function remainingInDatabase(strings: readonly string[]) {
  const columns = await exec<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector', 'ARRAY')
        or c.udt_name = 'citext')
    order by 1, 2`);
  expect(columns.length).toBeGreaterThan(100);
  const tables = new Set(columns.map((c) => c.table_name));
  for (const table of ['candidates', 'notes', 'audit_events', 'mail_messages', 'careers_applications'])
    expect(tables).toContain(table);
  const found: string[] = [];
  const patterns = strings.map((s) => `%${s.replace(/[\\%_]/g, '\\$&')}%`);
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await exec<{ pattern: string }>(sql`
      select p as pattern from unnest(array[${sql.join(
        patterns.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]) p
      where exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike p)`);
    for (const hit of hits) found.push(`${table}.${column}: ${hit.pattern}`);
  }
  return found;
}

async function storedFiles(): Promise<{ name: string; content: string }[]> {
  const root = join(h.t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => ({
        name: entry.name,
        content: await readFile(join(entry.parentPath, entry.name), 'latin1'),
      })),
  );
}

/** The trigger's refusal (drizzle wraps the driver's error: the reason is its cause). */
function refusedByTheLog(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && /append-only/.test(cause.message);
}

async function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
  return h.call(method, url, 'ADMIN', payload);
}

beforeAll(async () => {
  h = await openCareersHarness();
  const { db } = h.t;
  candidate = await h.known(
    {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.email,
      phone: PERSON.phone,
      linkedinUrl: PERSON.linkedinUrl,
      city: PERSON.city,
      comments: PERSON.comments,
      experience: PERSON.experience,
      expectedRate: '1234.00',
      noticePeriod: 'IMMEDIATE',
    },
    { fileName: `${PERSON.firstName}-cv.pdf`, content: pdfBytes(`${PERSON.firstName} ${PERSON.lastName}`) },
  );

  // A careers-site application of the same person (matched by e-mail), with its own stored resume.
  const published = await h.publishedVacancy();
  await h.send(
    published.externalId,
    h.application({
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.email,
      city: PERSON.city,
    }),
    { resume: { fileName: `${PERSON.lastName}.pdf`, content: pdfBytes(PERSON.lastName) } },
  );

  // An assignment through the API (status history and audit), a background step.
  const vacancy = await insertVacancy(db);
  const assign = await adminCall('POST', '/api/candidates/assign', {
    candidateExternalIds: [candidate.externalId],
    vacancyExternalIds: [vacancy.externalId],
  });
  expect(assign.statusCode, assign.body).toBe(200);
  await insertStatusHistory(db, {
    candidateId: candidate.id,
    kind: 'BACKGROUND_STATUS',
    fromStatus: 'NOT_INITIATED',
    toStatus: 'READY_FOR_BGC',
    changedByUserId: h.t.admin.id,
  });

  // A note with a mention (the mention e-mail names the candidate), and a private one.
  const tagName = (
    await exec<{ name: string }>(
      sql`select concat_ws(' ', first_name, last_name) as name from users where id = ${h.t.tag.id}`,
    )
  )[0]?.name;
  const note = await adminCall('POST', `/api/candidates/${candidate.externalId}/notes`, {
    visibility: 'INTERNAL',
    body: `${PERSON.noteText} ${mentionToken(tagName ?? 'Tag', h.t.tag.externalId)}`,
  });
  expect(note.statusCode, note.body).toBe(201);
  const privateNote = await adminCall('POST', `/api/candidates/${candidate.externalId}/notes`, {
    visibility: 'PRIVATE',
    body: `${PERSON.firstName} private jotting`,
  });
  expect(privateNote.statusCode, privateNote.body).toBe(201);

  // A resume download (audited with the file name and the person's name in the label).
  const download = await adminCall('GET', `/api/candidates/${candidate.externalId}/resume`);
  expect(download.statusCode).toBe(200);

  // A campaign recipient with a survey answer and events, and the campaign e-mail in the outbox.
  const campaignId = await insertCampaign(h.t.database.pool, {
    name: 'Privacy campaign',
    tag: 'nobody',
    ownerUserId: h.t.admin.id,
    status: 'OPEN',
  });
  await addSurvey(h.t.database.pool, campaignId, [
    { text: 'How many years?', type: 'NUMBER', mandatory: false },
  ]);
  const [recipient] = await exec<{ id: number }>(sql`
    insert into campaign_recipients (campaign_id, candidate_id, email, delivery, sent_at, last_error)
    values (${campaignId}, ${candidate.id}, ${PERSON.email}, 'SENT', now(), ${`bounce for ${PERSON.email}`})
    returning id`);
  const [response] = await exec<{ id: number }>(sql`
    insert into survey_responses (campaign_id, recipient_id, candidate_id)
    values (${campaignId}, ${recipient?.id}, ${candidate.id}) returning id`);
  await exec(sql`
    insert into survey_answers (response_id, question_id, number_value)
    select ${response?.id}, id, 42::numeric from campaign_survey_questions
    where campaign_id = ${campaignId}`);
  await exec(sql`
    insert into campaign_events (campaign_id, recipient_id, type)
    values (${campaignId}, ${recipient?.id}, 'EMAIL_SENT'), (${campaignId}, ${recipient?.id}, 'SURVEY_SUBMITTED')`);
  await exec(sql`
    insert into mail_messages (from_address, to_addresses, subject, html, text, search_text, status)
    values ('talent@example.test', array[${PERSON.email}::text], ${`News for ${PERSON.firstName}`},
      ${`<p>Hello ${PERSON.firstName} ${PERSON.lastName}</p>`}, ${`Hello ${PERSON.firstName}`},
      ${`${PERSON.email} news for ${PERSON.firstName.toLowerCase()}`}, 'SENT')`);

  // An audited change with the person's old and new values (as candidate.updated writes them).
  await recordAudit(
    db,
    { actor: null, requestId: 'test', clientAddress: '203.0.113.77' },
    {
      action: 'candidate.updated',
      target: { type: 'candidate', id: candidate.externalId, label: candidate.fullName },
      candidateId: candidate.id,
      changes: [
        { field: 'email', old: PERSON.oldEmail, new: PERSON.email },
        { field: 'comments', old: null, new: PERSON.comments },
      ],
    },
  );

  resumeKeys = (
    await exec<{ key: string }>(sql`
      select storage_key as key from resumes where candidate_id = ${candidate.id}
      union all select resume_storage_key from careers_applications where candidate_id = ${candidate.id}`)
  ).map((row) => row.key);
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('POST /api/candidates/{id}/anonymise', () => {
  it('is ADMIN only: a TAG and a VENDOR get 403 and nothing changes', async () => {
    for (const role of ['TAG', 'VENDOR'] as const) {
      const response = await h.call('POST', `/api/candidates/${candidate.externalId}/anonymise`, role);
      expect(response.statusCode).toBe(403);
    }
    expect(await remainingInDatabase([PERSON.noteText, PERSON.email])).not.toEqual([]);
  });

  it('an unknown candidate is 404', async () => {
    const response = await adminCall(
      'POST',
      '/api/candidates/0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a/anonymise',
    );
    expect(response.statusCode).toBe(404);
  });

  it('the set-up really holds the person everywhere it is searched for', async () => {
    const before = await remainingInDatabase(ORIGINALS);
    for (const table of ['candidates.', 'notes.', 'audit_events.', 'mail_messages.', 'careers_applications.'])
      expect(
        before.some((hit) => hit.startsWith(table)),
        table,
      ).toBe(true);
    expect(resumeKeys).toHaveLength(2);
    const names = (await storedFiles()).map((file) => file.name);
    for (const key of resumeKeys) expect(names.some((name) => key.endsWith(name))).toBe(true);
  });

  it('anonymises: the answer, then no original value in any table or stored file', async () => {
    const response = await adminCall('POST', `/api/candidates/${candidate.externalId}/anonymise`);
    expect(response.statusCode, response.body).toBe(200);
    const body = candidateAnonymisedSchema.parse(response.json());
    expect(body).toEqual({ message: 'Candidate anonymised', fullName: `Anonymised #${candidate.id}` });

    expect(await remainingInDatabase(ORIGINALS)).toEqual([]);
    const files = await storedFiles();
    for (const key of resumeKeys) expect(files.some((file) => key.endsWith(file.name))).toBe(false);
    for (const file of files)
      for (const value of ORIGINALS) expect(file.content, file.name).not.toContain(value);
  });

  it('keeps what reports count: vacancy, statuses, dates, source; says when it happened', async () => {
    const detail = await adminCall('GET', `/api/candidates/${candidate.externalId}`);
    expect(detail.statusCode).toBe(200);
    const read = candidateReadSchema.parse(detail.json());
    expect(read.fullName).toBe(`Anonymised #${candidate.id}`);
    expect(read.firstName).toBe('Anonymised');
    expect(read.lastName).toBe(`#${candidate.id}`);
    expect(read.anonymisedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(read.resume).toBeNull();
    expect(read.candidateStatuses.length).toBeGreaterThanOrEqual(1);
    expect(read.source).toBe('DIRECT_SEARCH');
    const [counts] = await exec<{ history: number; recipients: number; events: number; answers: number }>(sql`
      select (select count(*)::int from candidate_status_history where candidate_id = ${candidate.id}) as history,
        (select count(*)::int from campaign_recipients where candidate_id = ${candidate.id}) as recipients,
        (select count(*)::int from campaign_events e join campaign_recipients r on r.id = e.recipient_id
          where r.candidate_id = ${candidate.id}) as events,
        (select count(*)::int from survey_answers a join survey_responses s on s.id = a.response_id
          where s.candidate_id = ${candidate.id}) as answers`);
    expect(counts).toMatchObject({ recipients: 1, events: 2, answers: 1 });
    expect(counts?.history).toBeGreaterThanOrEqual(2);
    const notes = await exec<{ body: string }>(
      sql`select body from notes where candidate_id = ${candidate.id}`,
    );
    expect(notes.map((n) => n.body)).toEqual([
      '(removed: the candidate was anonymised)',
      '(removed: the candidate was anonymised)',
    ]);
  });

  it('is audited once, with no personal values; the older events keep who did what', async () => {
    const events = await exec<{ action: string; target_label: string | null; changes: unknown }>(sql`
      select action, target_label, changes from audit_events where candidate_id = ${candidate.id}
      order by id`);
    const last = events.at(-1);
    expect(last).toEqual({
      action: 'candidate.anonymised',
      target_label: `Anonymised #${candidate.id}`,
      changes: [{ field: 'files', old: null, new: 2 }],
    });
    expect(events.map((e) => e.action)).toContain('candidate.assigned');
    const updated = events.find(
      (e) => Array.isArray(e.changes) && e.changes.some((c: { field: string }) => c.field === 'email'),
    );
    expect(updated?.changes).toEqual(
      expect.arrayContaining([{ field: 'email', old: '(removed)', new: '(removed)' }]),
    );
  });

  it('a second anonymisation is 409 and writes nothing', async () => {
    const before = await exec<{ n: number }>(sql`select count(*)::int as n from audit_events`);
    const response = await adminCall('POST', `/api/candidates/${candidate.externalId}/anonymise`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This candidate is already anonymised',
    });
    expect(await exec(sql`select count(*)::int as n from audit_events`)).toEqual(before);
  });

  it('the audit log stays append-only: a plain UPDATE fails, and so does a scrub that changes more', async () => {
    const [event] = await exec<{ id: number }>(
      sql`select id from audit_events where candidate_id = ${candidate.id} order by id limit 1`,
    );
    await expect(
      h.t.db.execute(sql`update audit_events set target_label = 'x' where id = ${event?.id}`),
    ).rejects.toSatisfy(refusedByTheLog);
    await expect(
      h.t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('talent_desk.audit_scrub', 'on', true)`);
        await tx.execute(sql`update audit_events set action = 'user.created' where id = ${event?.id}`);
      }),
    ).rejects.toSatisfy(refusedByTheLog);
    await expect(
      h.t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('talent_desk.audit_scrub', 'on', true)`);
        await tx.execute(sql`delete from audit_events where id = ${event?.id}`);
      }),
    ).rejects.toSatisfy(refusedByTheLog);
    // The setting is the transaction's own: the next statement outside it is refused again.
    await expect(
      h.t.db.execute(sql`update audit_events set changes = '[]' where id = ${event?.id}`),
    ).rejects.toSatisfy(refusedByTheLog);
  });
});
