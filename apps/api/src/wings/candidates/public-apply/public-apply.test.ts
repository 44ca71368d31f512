import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_APPLICATION_MESSAGES } from '@talent-desk/shared';
import {
  candidates,
  candidateVacancies,
  careersApplications,
  loginThrottle,
  resumes,
} from '../../../db/schema/index.js';
import { insertCandidate } from '../../../test/fixtures.js';
import { docxBytes, multipart, pdfBytes } from '../../../test/uploads.js';
import { openApplyHarness, type ApplyHarness } from '../testing/apply-harness.js';

let h: ApplyHarness;
beforeAll(async () => {
  h = await openApplyHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.t.db.delete(loginThrottle);
});

const RECEIVED = { message: PUBLIC_APPLICATION_MESSAGES.received };
/** The fields a 400 names, each once. */
const paths = (response: { json: () => { fields?: { path: string }[] } }) =>
  [...new Set((response.json().fields ?? []).map((f) => f.path))].sort();

/** The careers-site applications kept for a candidate, oldest first. */
const applicationsOf = (candidateId: number) =>
  h.t.db
    .select()
    .from(careersApplications)
    .where(eq(careersApplications.candidateId, candidateId))
    .orderBy(careersApplications.id);

/** A known candidate with a resume on file (stored under a key of its own). */
async function knownWithResume(values: Parameters<typeof insertCandidate>[1]) {
  const known = await insertCandidate(h.t.db, values);
  await h.t.db.insert(resumes).values({
    candidateId: known.id,
    storageKey: `known-${known.id}`,
    fileName: 'original.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    sha256: 'x',
  });
  return known;
}

describe('a new applicant', () => {
  it('becomes a GL_WEBSITE candidate, Pending on the vacancy with a history entry, the resume on file; the application is kept with its own copy', async () => {
    const vacancy = await h.publishedVacancy();
    const files = await h.storedFiles();
    const form = h.application({ email: 'New.Person@Example.test', phone: '+49 151 2345 6789' });
    const response = await h.apply(vacancy.externalId, form, {
      resume: { fileName: 'Lebenslauf.docx', content: docxBytes() },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(RECEIVED);

    const [candidate, ...more] = await h.candidatesByEmail('new.person@example.test');
    expect(more).toEqual([]);
    expect(candidate).toMatchObject({
      email: 'new.person@example.test',
      phone: '+4915123456789',
      firstName: 'Ana',
      country: 'Germany',
      city: 'Berlin',
      source: 'GL_WEBSITE',
      sourceName: null,
      vendorId: null,
      createdByUserId: null,
      status: 'PENDING',
    });
    const candidateId = candidate?.id ?? -1;
    expect(await h.assignments(vacancy.id)).toEqual([
      expect.objectContaining({ candidateId, status: 'PENDING' }),
    ]);
    expect(await h.history(vacancy.id)).toEqual([
      expect.objectContaining({
        candidateId,
        kind: 'VACANCY_STATUS',
        fromStatus: null,
        toStatus: 'PENDING',
        changedByUserId: null,
      }),
    ]);
    const [resume] = await h.resumeOf(candidateId);
    expect(resume).toMatchObject({ fileName: 'Lebenslauf.docx', sizeBytes: docxBytes().length });
    const [application, ...others] = await applicationsOf(candidateId);
    expect(others).toEqual([]);
    expect(application).toMatchObject({
      vacancyId: vacancy.id,
      createdCandidate: true,
      resumeFileName: 'Lebenslauf.docx',
      resumeSizeBytes: docxBytes().length,
      resumeSha256: resume?.sha256,
      clientAddress: '198.51.100.1',
      answers: expect.objectContaining({ email: 'new.person@example.test', phone: '+4915123456789' }),
    });
    expect(application?.answers).not.toHaveProperty('website');
    // Two files: the candidate's resume and the application's own, under different keys.
    expect(application?.resumeStorageKey).not.toBe(resume?.storageKey);
    expect((await h.storedFiles()).length).toBe(files.length + 2);
  });
});

describe('a known applicant: never a second row, and the candidate is left as it is (an application of its own)', () => {
  it('no duplicate (docs/decisions.md, Careers site): the same e-mail in another case: matched, not attached; profile and resume on file kept', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await knownWithResume({ email: 'known.person@example.test', firstName: 'Karla' });
    const count = await h.candidateCount();
    const files = await h.storedFiles();
    const form = h.application({ email: 'KNOWN.Person@example.test', firstName: 'Other', city: 'Munich' });
    expect((await h.apply(vacancy.externalId, form)).statusCode).toBe(202);

    expect(await h.candidateCount()).toBe(count);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    expect(await h.history(vacancy.id)).toEqual([]);
    const [row] = await h.t.db.select().from(candidates).where(eq(candidates.id, known.id));
    expect(row).toMatchObject({
      firstName: 'Karla',
      city: 'Berlin',
      source: 'DIRECT_SEARCH',
      status: 'NOT_ASSIGNED',
    });
    expect(await h.resumeOf(known.id)).toEqual([expect.objectContaining({ fileName: 'original.pdf' })]);
    expect(await applicationsOf(known.id)).toEqual([
      expect.objectContaining({
        vacancyId: vacancy.id,
        createdCandidate: false,
        answers: expect.objectContaining({ firstName: 'Other', city: 'Munich' }),
      }),
    ]);
    // Only the application's own file was stored.
    expect((await h.storedFiles()).length).toBe(files.length + 1);
  });

  it('no duplicate (docs/decisions.md, Careers site): the same phone written another way: the application is that candidate’s', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await knownWithResume({ phone: '+4915199990001' });
    const count = await h.candidateCount();
    const form = h.application({ email: 'someone.else@example.test', phone: '0151 9999 0001' });
    expect((await h.apply(vacancy.externalId, form)).statusCode).toBe(202);
    expect(await h.candidateCount()).toBe(count);
    expect(await applicationsOf(known.id)).toEqual([
      expect.objectContaining({ vacancyId: vacancy.id, createdCandidate: false }),
    ]);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    expect(await h.candidatesByEmail('someone.else@example.test')).toEqual([]);
  });

  it('e-mail of one candidate and phone of another: the e-mail decides, the other is left alone', async () => {
    const vacancy = await h.publishedVacancy();
    const byEmail = await knownWithResume({ email: 'by.email@example.test', phone: '+4915199990002' });
    const byPhone = await knownWithResume({ email: 'by.phone@example.test', phone: '+4915199990003' });
    const form = h.application({ email: 'by.email@example.test', phone: '+49 151 99990003' });
    expect((await h.apply(vacancy.externalId, form)).statusCode).toBe(202);
    expect(await applicationsOf(byEmail.id)).toHaveLength(1);
    expect(await applicationsOf(byPhone.id)).toEqual([]);
    const [phoneOwner] = await h.t.db.select().from(candidates).where(eq(candidates.id, byPhone.id));
    expect(phoneOwner?.status).toBe('NOT_ASSIGNED');
  });

  it('a known candidate without a resume on file does not get this one: the application keeps it', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await insertCandidate(h.t.db, { email: 'no.resume@example.test' });
    const files = await h.storedFiles();
    const form = h.application({ email: 'no.resume@example.test' });
    const resume = { fileName: 'new-cv.pdf', content: pdfBytes('new') };
    expect((await h.apply(vacancy.externalId, form, { resume })).statusCode).toBe(202);
    expect(await h.resumeOf(known.id)).toEqual([]);
    expect(await applicationsOf(known.id)).toEqual([
      expect.objectContaining({ resumeFileName: 'new-cv.pdf', resumeSizeBytes: pdfBytes('new').length }),
    ]);
    expect((await h.storedFiles()).length).toBe(files.length + 1);
  });

  it('applying twice: the same answer, still one candidate, one assignment, one history entry, one resume; two applications', async () => {
    const vacancy = await h.publishedVacancy();
    const files = await h.storedFiles();
    const form = h.application();
    for (let i = 0; i < 2; i++) {
      const response = await h.apply(vacancy.externalId, form);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(RECEIVED);
    }
    const [candidate, ...more] = await h.candidatesByEmail(String(form.email));
    expect(more).toEqual([]);
    expect(await h.assignments(vacancy.id)).toHaveLength(1);
    expect(await h.history(vacancy.id)).toHaveLength(1);
    expect(await h.resumeOf(candidate?.id ?? -1)).toHaveLength(1);
    expect((await applicationsOf(candidate?.id ?? -1)).map((a) => a.createdCandidate)).toEqual([true, false]);
    // The resume, and each application's own file.
    expect((await h.storedFiles()).length).toBe(files.length + 3);
  });

  it('a candidate already further along on the vacancy stays where they are', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await insertCandidate(h.t.db, { email: 'shortlisted@example.test', status: 'SHORTLISTED' });
    await h.t.db
      .insert(candidateVacancies)
      .values({ candidateId: known.id, vacancyId: vacancy.id, status: 'SHORTLISTED' });
    const form = h.application({ email: 'shortlisted@example.test' });
    expect((await h.apply(vacancy.externalId, form)).statusCode).toBe(202);
    expect(await h.assignments(vacancy.id)).toEqual([expect.objectContaining({ status: 'SHORTLISTED' })]);
    expect(await h.history(vacancy.id)).toEqual([]);
    expect(await applicationsOf(known.id)).toHaveLength(1);
  });
});

describe('refusals: 400 naming the field, nothing stored', () => {
  it('[AUD-17] the yes/no answers: stored for a new applicant; a known one’s stay as they are, the application keeps the new ones', async () => {
    const vacancy = await h.publishedVacancy();
    const form = h.application({
      eligibleToWorkInUS: true,
      requireSponsorshipToWorkInUS: false,
      onSiteWork: null,
      fullTimeWork: true,
    });
    expect((await h.apply(vacancy.externalId, form)).statusCode).toBe(202);
    const [created] = await h.candidatesByEmail(String(form.email));
    expect(created).toMatchObject({
      eligibleToWorkInUs: true,
      requireSponsorshipToWorkInUs: false,
      onSiteWork: null,
      fullTimeWork: true,
      rotatingShiftsWork: null,
      emailNotifications: true,
    });

    const again = await h.publishedVacancy();
    const later = {
      ...form,
      firstName: 'Changed',
      fullTimeWork: false,
      onSiteWork: true,
      eligibleToWorkInUS: null,
    };
    expect((await h.apply(again.externalId, later)).statusCode).toBe(202);
    const [updated, ...more] = await h.candidatesByEmail(String(form.email));
    expect(more).toEqual([]);
    expect(updated).toMatchObject({
      id: created?.id,
      firstName: 'Ana',
      eligibleToWorkInUs: true,
      requireSponsorshipToWorkInUs: false,
      onSiteWork: null,
      fullTimeWork: true,
      rotatingShiftsWork: null,
    });
    const [, second] = await applicationsOf(created?.id ?? -1);
    expect(second?.answers).toMatchObject({
      firstName: 'Changed',
      eligibleToWorkInUS: null,
      requireSponsorshipToWorkInUS: false,
      onSiteWork: true,
      fullTimeWork: false,
      rotatingShiftsWork: null,
    });

    const count = await h.candidateCount();
    const bad = await h.apply(vacancy.externalId, h.application({ onSiteWork: 'yes', fullTimeWork: 1 }));
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['fullTimeWork', 'onSiteWork']);
    expect(await h.candidateCount()).toBe(count);
  });

  it('fields break the candidate rules (names, e-mail, phone of the country, state in the USA)', async () => {
    const vacancy = await h.publishedVacancy();
    const files = await h.storedFiles();
    const count = await h.candidateCount();
    const bad = await h.apply(
      vacancy.externalId,
      h.application({ firstName: 'A', lastName: 'L4', email: 'nope', country: 'USA', phone: '12' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['email', 'firstName', 'lastName', 'phone', 'state']);
    const india = await h.apply(vacancy.externalId, h.application({ country: 'India', phone: '' }));
    expect(paths(india)).toEqual(['phone']);
    const unknown = await h.apply(vacancy.externalId, h.application({ salary: 100, country: 'Atlantis' }));
    expect(paths(unknown)).toEqual(['country', 'salary']);
    expect(await h.candidateCount()).toBe(count);
    expect(await h.storedFiles()).toEqual(files);
  });

  it('a bad resume (missing, content not matching, another type, empty) names `resume`', async () => {
    const vacancy = await h.publishedVacancy();
    const files = await h.storedFiles();
    const count = await h.candidateCount();
    const resumes = [
      null,
      { fileName: 'cv.pdf', content: Buffer.from('not a pdf at all') },
      { fileName: 'cv.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
      { fileName: 'cv.docx', content: pdfBytes() },
      { fileName: 'cv.pdf', content: Buffer.alloc(0) },
    ];
    for (const resume of resumes) {
      const response = await h.apply(vacancy.externalId, h.application(), { resume });
      expect(response.statusCode, resume?.fileName ?? 'none').toBe(400);
      expect(paths(response)).toEqual(['resume']);
    }
    expect(await h.candidateCount()).toBe(count);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    expect(await h.storedFiles()).toEqual(files);
  });

  it('a body that is no application: missing or broken JSON part, not multipart', async () => {
    const vacancy = await h.publishedVacancy();
    const url = `/api/public/vacancies/${vacancy.externalId}/applications`;
    const resumeOnly = multipart([{ name: 'resume', fileName: 'cv.pdf', content: pdfBytes() }]);
    const missing = await h.t.inject({ method: 'POST', url, ...resumeOnly });
    expect(missing.statusCode).toBe(400);
    expect(paths(missing)).toEqual(['application']);
    const broken = h.body({});
    const text = broken.payload.toString('latin1').replace('{}', '{not json');
    const notJson = await h.t.inject({
      method: 'POST',
      url,
      payload: Buffer.from(text, 'latin1'),
      headers: broken.headers,
    });
    expect(notJson.statusCode).toBe(400);
    expect(paths(notJson)).toEqual(['application']);
    const json = await h.t.inject({ method: 'POST', url, payload: h.application() });
    expect(json.statusCode).toBe(415);
    expect(await h.assignments(vacancy.id)).toEqual([]);
  });

  it('a filled honeypot gets the same answer as a person, and nothing is stored', async () => {
    const vacancy = await h.publishedVacancy();
    const files = await h.storedFiles();
    const form = h.application({ website: 'http://spam.example' });
    const response = await h.apply(vacancy.externalId, form);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(RECEIVED);
    expect(await h.candidatesByEmail(String(form.email))).toEqual([]);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    const kept = await h.t.db
      .select()
      .from(careersApplications)
      .where(eq(careersApplications.vacancyId, vacancy.id));
    expect(kept).toEqual([]);
    expect(await h.storedFiles()).toEqual(files);
  });

  it('the same-origin rule holds: a cross-site POST is refused, our own origin is served', async () => {
    const vacancy = await h.publishedVacancy();
    const url = `${h.origin}/api/public/vacancies/${vacancy.externalId}/applications`;
    const post = (headers: Record<string, string>) => {
      const { payload, headers: type } = h.body(h.application());
      return fetch(url, { method: 'POST', body: payload, headers: { ...type, ...headers } });
    };
    const crossSite = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    // Our origin is the configured one (PUBLIC_URL's, else this app's loopback names), not the port
    // the test happens to listen on.
    const ours = await post({ origin: h.t.config.publicOrigin, 'sec-fetch-site': 'same-origin' });
    expect(ours.status).toBe(202);
    expect(await h.assignments(vacancy.id)).toHaveLength(1);
  });
});
