import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, candidateHistoryResponseSchema, candidateReadSchema } from '@talent-desk/shared';
import { candidates, candidateSkills } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import {
  attachCandidate,
  candidateFormBody,
  createCandidateMultipart,
  insertCandidate,
  insertStatusHistory,
  insertVacancy,
  pdfBytes,
  type ReferenceFixture,
} from '../../../test/fixtures.js';

let t: TestApp;
let ref: ReferenceFixture;
let dataDir: string;
let admin: string;
let tag: string;
let vendorCookie: string;
let otherVendorCookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-candidate-detail-'));
  ({
    t,
    ref,
    cookies: { admin, tag, vendor: vendorCookie },
  } = await openCandidateTestApp({ DATA_DIR: dataDir }));
  const other = await t.createVendor();
  otherVendorCookie = await t.sessionCookie(await t.createUser('VENDOR', { vendorId: other.id }));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function createVia(
  cookie: string,
  body: Record<string, unknown>,
  resume = { fileName: 'Lebenslauf Müller (final).pdf', content: pdfBytes('detail') },
) {
  const { payload, headers } = createCandidateMultipart(body, resume);
  const response = await t.inject({
    method: 'POST',
    url: '/api/candidates',
    payload,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { externalId: string; email: string };
}

const get = (url: string, cookie = admin) => t.inject({ method: 'GET', url, headers: { cookie } });
const put = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  t.inject({ method: 'PUT', url: `/api/candidates/${id}`, payload, headers: { cookie } });

describe('GET /api/candidates/{id}', () => {
  it('[CAND-DETAIL-05] [LIST-21] returns the read shape with assignments, languages (externalId, name, level), skills, resume and the India group', async () => {
    const india = await insertVacancy(t.db, {
      title: 'Bangalore role',
      businessGroupId: ref.businessGroups.india.id,
      publishToExternalApp: true,
    });
    const body = candidateFormBody({
      languageExternalIds: [ref.languages.english.externalId],
      skillsExternalIds: [
        ref.skills.typescript.externalId,
        ref.skills.react.externalId,
        ref.skills.java.externalId,
        ref.skills.python.externalId,
      ],
    });
    const created = await createVia(tag, body);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.externalId, created.externalId));
    await attachCandidate(t.db, row?.id ?? -1, india.id, { status: 'SHORTLISTED', gloAssignmentId: 'GA-9' });

    const response = await get(`/api/candidates/${created.externalId}`);
    expect(response.statusCode).toBe(200);
    const read = candidateReadSchema.parse(response.json());
    expect(read).toMatchObject({
      externalId: created.externalId,
      fullName: 'Maria Schmidt',
      email: created.email,
      source: 'DIRECT_SEARCH',
      status: 'SHORTLISTED',
      candidateStatuses: [
        {
          vacancyExternalId: india.externalId,
          status: 'SHORTLISTED',
          gloVacancyId: india.gloVacancyId,
          vacancyTitle: 'Bangalore role',
          vacancyStatus: 'OPEN',
          publishToExternalApp: true,
          gloAssignmentId: 'GA-9',
        },
      ],
      gloCandidateId: null,
      gloAssignmentId: 'GA-9',
      gloLocked: false,
      preScreeningStatus: null,
      businessGroupExternalId: ref.businessGroups.india.externalId,
      inIndiaGroup: true,
      locationCompliance: true,
      assessmentStatus: null,
      backgroundStatus: 'NOT_INITIATED',
      backgroundStatusUpdatedAt: null,
      country: 'Germany',
      state: null,
      city: 'Berlin',
      languages: [{ externalId: ref.languages.english.externalId, name: 'English', level: null }],
      resume: { fileName: 'Lebenslauf Müller (final).pdf', contentType: 'application/pdf' },
      editBlockedReason: null,
    });
    // The first three chosen skills are primary, the rest secondary; each skill carries a value.
    expect(read.primaryCandidateSkills.map((s) => s.name).sort()).toEqual(['Java', 'React', 'TypeScript']);
    expect(read.secondaryCandidateSkills).toEqual([
      { externalId: ref.skills.python.externalId, name: 'Python', value: 'Python' },
    ]);
  });

  it('an unknown id is 404 and a malformed one 400', async () => {
    expect((await get('/api/candidates/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/candidates/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /api/candidates/{id}', () => {
  it('[CAND-FORM-16][CAND-FORM-06] saves JSON including languageExternalIds and replaces languages and skills', async () => {
    const created = await createVia(
      admin,
      candidateFormBody({
        languageExternalIds: [ref.languages.english.externalId],
        skillsExternalIds: [ref.skills.java.externalId],
      }),
    );
    const response = await put(
      created.externalId,
      candidateFormBody({
        firstName: 'Marta',
        email: created.email,
        languageExternalIds: [ref.languages.german.externalId, ref.languages.hindi.externalId],
        skillsExternalIds: [ref.skills.python.externalId],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Marta Schmidt',
      languages: [{ name: 'German' }, { name: 'Hindi' }],
      primaryCandidateSkills: [{ name: 'Python' }],
      secondaryCandidateSkills: [],
      resume: { contentType: 'application/pdf' },
    });
    const [row] = await t.db.select().from(candidates).where(eq(candidates.externalId, created.externalId));
    const skillRows = await t.db
      .select()
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, row?.id ?? -1));
    expect(skillRows).toHaveLength(1);
    // Audit log (issue 24): the create and the edit are one event each, the edit with what it changed.
    const { rows: events } = await t.database.pool.query<{ action: string; changes: { field: string }[] }>(
      'select action, changes from audit_events where candidate_id = $1 order by id',
      [row?.id ?? -1],
    );
    expect(events.map((event) => event.action)).toEqual(['candidate.created', 'candidate.updated']);
    expect(events[1]?.changes).toContainEqual(expect.objectContaining({ field: 'firstName', new: 'Marta' }));
    expect(events[1]?.changes.map((change) => change.field)).not.toContain('email');
  });

  it('[CAND-FORM-19][CAND-FORM-20] an email or phone another candidate holds answers 409; its own do not', async () => {
    const first = await createVia(admin, candidateFormBody({ phone: '+49 170 1111111' }));
    const second = await createVia(admin, candidateFormBody({ phone: '+49 170 2222222' }));
    const email = await put(second.externalId, candidateFormBody({ email: first.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Email already exists');
    const phone = await put(
      second.externalId,
      candidateFormBody({ email: second.email, phone: '+49 170 1111111' }),
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('Phone number already exists');
    const same = await put(
      second.externalId,
      candidateFormBody({ email: second.email, phone: '+49 170 2222222' }),
    );
    expect(same.statusCode).toBe(200);
  });

  it('[CAND-STATUS-28][CAND-STATUS-29] a completed assessment past Pending blocks the edit with 409 and the reason', async () => {
    const created = await createVia(admin, candidateFormBody());
    const [row] = await t.db
      .update(candidates)
      .set({ assessmentStatus: 'COMPLETED', locationCompliance: true })
      .where(eq(candidates.externalId, created.externalId))
      .returning({ id: candidates.id });
    const vacancy = await insertVacancy(t.db);
    await attachCandidate(t.db, row?.id ?? -1, vacancy.id, { status: 'SHORTLISTED' });
    const read = await get(`/api/candidates/${created.externalId}`);
    expect(read.json().editBlockedReason).toBe(CANDIDATE_MESSAGES.editLockedAllPending);
    const response = await put(
      created.externalId,
      candidateFormBody({ email: created.email, firstName: 'Changed' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANDIDATE_MESSAGES.editLockedAllPending);
    const [after] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, row?.id ?? -1));
    expect(after?.firstName).toBe('Maria');
  });

  it('[CAND-STATUS-30] not location-compliant: an accepted offer blocks the edit, a shortlist does not', async () => {
    const created = await createVia(admin, candidateFormBody());
    const [row] = await t.db
      .update(candidates)
      .set({ assessmentStatus: 'COMPLETED', locationCompliance: false })
      .where(eq(candidates.externalId, created.externalId))
      .returning({ id: candidates.id });
    const vacancy = await insertVacancy(t.db);
    await attachCandidate(t.db, row?.id ?? -1, vacancy.id, { status: 'SHORTLISTED' });
    expect((await put(created.externalId, candidateFormBody({ email: created.email }))).statusCode).toBe(200);
    await attachCandidate(t.db, row?.id ?? -1, (await insertVacancy(t.db)).id, { status: 'OFFER_ACCEPTED' });
    const blocked = await put(created.externalId, candidateFormBody({ email: created.email }));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(CANDIDATE_MESSAGES.editLockedOffer);
  });

  it('a VENDOR cannot change the source of its candidate', async () => {
    const created = await createVia(vendorCookie, candidateFormBody());
    const response = await put(
      created.externalId,
      candidateFormBody({ email: created.email, source: 'DIRECT_SEARCH', sourceName: 'Someone' }),
      vendorCookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ source: 'VENDOR' });
    expect((await get(`/api/candidates/${created.externalId}`, vendorCookie)).statusCode).toBe(200);
  });

  it('an invalid body is a 400 naming the fields', async () => {
    const created = await createVia(admin, candidateFormBody());
    const response = await put(created.externalId, { firstName: '1' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().fields as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'email', 'city', 'country']));
  });
});

describe("VENDOR scoping of its own candidate's vacancies: shared with its vendor AND open or on hold", () => {
  async function vendorCandidateWithHistory() {
    const vendorId = t.vendor.vendorId ?? -1;
    const colleague = await t.createUser('VENDOR', { vendorId });
    const candidate = await insertCandidate(t.db, { source: 'VENDOR', sourceName: 'Mine', vendorId });
    const vacancy = {
      open: await insertVacancy(t.db, { title: 'Open shared role', sharedWithVendorIds: [vendorId] }),
      onHold: await insertVacancy(t.db, {
        title: 'Paused shared role',
        status: 'ON_HOLD',
        sharedWithVendorIds: [vendorId],
      }),
      closed: await insertVacancy(t.db, {
        title: 'Closed shared role',
        status: 'CLOSED',
        sharedWithVendorIds: [vendorId],
      }),
      unshared: await insertVacancy(t.db, { title: 'Internal only role' }),
    };
    await attachCandidate(t.db, candidate.id, vacancy.open.id, { status: 'SHORTLISTED' });
    await attachCandidate(t.db, candidate.id, vacancy.onHold.id, { status: 'PENDING' });
    await attachCandidate(t.db, candidate.id, vacancy.unshared.id, { status: 'REJECTED' });
    await attachCandidate(t.db, candidate.id, vacancy.closed.id, { status: 'OFFER_ACCEPTED' });
    let minute = 0;
    const history = (values: Omit<Parameters<typeof insertStatusHistory>[1], 'candidateId' | 'changedAt'>) =>
      insertStatusHistory(t.db, {
        candidateId: candidate.id,
        changedAt: new Date(Date.UTC(2026, 0, 1, 10, (minute += 1))),
        ...values,
      });
    for (const [v, toStatus] of [
      [vacancy.open, 'SHORTLISTED'],
      [vacancy.onHold, 'PENDING'],
      [vacancy.unshared, 'REJECTED'],
      [vacancy.closed, 'OFFER_ACCEPTED'],
    ] as const) {
      await history({ vacancyId: v.id, kind: 'VACANCY_STATUS', toStatus, changedByUserId: t.tag.id });
    }
    await history({ kind: 'BACKGROUND_STATUS', toStatus: 'READY_FOR_BGC', changedByUserId: t.admin.id });
    await history({ kind: 'BACKGROUND_STATUS', toStatus: 'BGC_INITIATED', changedByUserId: colleague.id });
    return { candidate, vacancy, colleague };
  }

  it('history: a VENDOR gets no entry of a CLOSED or unshared vacancy and no staff name (404 for others)', async () => {
    const { candidate, vacancy, colleague } = await vendorCandidateWithHistory();
    const url = `/api/candidates/${candidate.externalId}/history`;
    const response = await get(url, vendorCookie);
    expect(response.statusCode).toBe(200);
    const entries = candidateHistoryResponseSchema.parse(response.json());
    expect(entries.map((e) => [e.kind, e.vacancyTitle, e.toStatus, e.changedBy?.externalId ?? null])).toEqual(
      [
        ['BACKGROUND_STATUS', null, 'BGC_INITIATED', colleague.externalId],
        ['BACKGROUND_STATUS', null, 'READY_FOR_BGC', null],
        ['VACANCY_STATUS', 'Paused shared role', 'PENDING', null],
        ['VACANCY_STATUS', 'Open shared role', 'SHORTLISTED', null],
      ],
    );
    for (const hidden of [vacancy.closed, vacancy.unshared]) {
      expect(response.body).not.toContain(hidden.externalId);
      expect(response.body).not.toContain(hidden.title);
    }
    for (const staff of [t.tag, t.admin]) expect(response.body).not.toContain(staff.externalId);
    expect(response.body).not.toContain('Test TAG');
    // Staff see every entry with every name; another vendor does not see the candidate at all.
    const full = candidateHistoryResponseSchema.parse((await get(url, admin)).json());
    expect(full).toHaveLength(6);
    expect(full.filter((e) => e.changedBy?.fullName === 'Test TAG')).toHaveLength(4);
    expect((await get(url, otherVendorCookie)).statusCode).toBe(404);
  });

  it('details: a VENDOR sees the OPEN and ON_HOLD shared vacancies only, and the status among them', async () => {
    const { candidate, vacancy } = await vendorCandidateWithHistory();
    const response = await get(`/api/candidates/${candidate.externalId}`, vendorCookie);
    expect(response.statusCode).toBe(200);
    const read = candidateReadSchema.parse(response.json());
    expect(read.candidateStatuses.map((s) => s.vacancyTitle).sort()).toEqual([
      'Open shared role',
      'Paused shared role',
    ]);
    for (const hidden of [vacancy.closed, vacancy.unshared]) {
      expect(response.body).not.toContain(hidden.externalId);
      expect(response.body).not.toContain(hidden.title);
    }
    // Its latest visible assignment (ON_HOLD, PENDING), not the CLOSED one attached after it.
    expect(read.status).toBe('PENDING');
    const asTag = candidateReadSchema.parse(
      (await get(`/api/candidates/${candidate.externalId}`, tag)).json(),
    );
    expect(asTag.candidateStatuses).toHaveLength(4);
    expect(asTag.status).toBe('OFFER_ACCEPTED');
  });
});

describe("VENDOR scoping per endpoint: another vendor's candidate is not found", () => {
  it('GET, PUT, resume and history answer 404; the list never contains it', async () => {
    const theirs = await createVia(otherVendorCookie, candidateFormBody());
    const mine = await createVia(vendorCookie, candidateFormBody());
    const id = theirs.externalId;
    expect((await get(`/api/candidates/${id}`, vendorCookie)).statusCode).toBe(404);
    expect((await put(id, candidateFormBody({ email: theirs.email }), vendorCookie)).statusCode).toBe(404);
    expect((await get(`/api/candidates/${id}/resume`, vendorCookie)).statusCode).toBe(404);
    expect((await get(`/api/candidates/${id}/history`, vendorCookie)).statusCode).toBe(404);
    const list = await get('/api/candidates?size=100', vendorCookie);
    const listed = (list.json().content as { externalId: string }[]).map((r) => r.externalId);
    expect(listed).toContain(mine.externalId);
    expect(listed).not.toContain(id);
    // Their own candidate answers on every endpoint; ADMIN and TAG see both.
    expect((await get(`/api/candidates/${mine.externalId}`, vendorCookie)).statusCode).toBe(200);
    expect((await get(`/api/candidates/${mine.externalId}/resume`, vendorCookie)).statusCode).toBe(200);
    expect((await get(`/api/candidates/${mine.externalId}/history`, vendorCookie)).statusCode).toBe(200);
    expect((await get(`/api/candidates/${id}`, tag)).statusCode).toBe(200);
  });

  it('a VENDOR submitting an existing candidate gets the 409 and nothing about its owner', async () => {
    const theirs = await createVia(otherVendorCookie, candidateFormBody());
    const { payload, headers } = createCandidateMultipart(candidateFormBody({ email: theirs.email }));
    const response = await t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload,
      headers: { ...headers, cookie: vendorCookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      code: 'EMAIL_EXISTS',
      message: 'Email already exists',
      requestId: response.headers['x-request-id'],
    });
  });
});
