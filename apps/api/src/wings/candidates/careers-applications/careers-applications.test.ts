import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_MESSAGES,
  CAREERS_APPLICATION_MESSAGES,
  type CareersApplication,
  type CareersApplicationField,
} from '@talent-desk/shared';
import {
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  loginThrottle,
} from '../../../db/schema/index.js';
import { attachCandidate } from '../../../test/fixtures.js';
import { pdfBytes } from '../../../test/uploads.js';
import { openCareersHarness, type CareersHarness } from '../testing/careers-harness.js';

let h: CareersHarness;
beforeAll(async () => {
  h = await openCareersHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.t.db.delete(loginThrottle);
});

const field = (application: CareersApplication | undefined, name: CareersApplicationField) =>
  application?.fields.find((f) => f.field === name);
const differing = (application: CareersApplication | undefined) =>
  application?.fields.filter((f) => f.differs).map((f) => f.field);
const takeOver = (applicationId: string, name: string, role: 'ADMIN' | 'TAG' = 'ADMIN') =>
  h.call('POST', `/api/careers-applications/${applicationId}/take-over`, role, { field: name });

/** A known candidate in Berlin who answered two questions, and an application of theirs that differs. */
async function knownWithApplication(resume?: { fileName: string; content: Buffer }) {
  const vacancy = await h.publishedVacancy();
  const form = h.application({
    firstName: 'Carla',
    city: 'Munich',
    yearsOfExperience: 'FIVE_TO_TEN',
    eligibleToWorkInUS: false,
    onSiteWork: true,
    fullTimeWork: null,
  });
  const email = String(form.email);
  const known = await h.known(
    {
      firstName: 'Karla',
      middleName: 'Maria',
      lastName: String(form.lastName),
      email: email.toLowerCase(),
      phone: null,
      eligibleToWorkInUs: false,
      onSiteWork: false,
    },
    resume,
  );
  // The same address in another case: matched by e-mail.
  form.email = email.toUpperCase();
  await h.send(vacancy.externalId, form);
  const [application] = await h.applicationsOf(known.externalId);
  if (!application) throw new Error('no application');
  return { vacancy, known, form, application };
}

describe('staff see the applications beside the profile', () => {
  it('a known candidate’s application: the vacancy, when, from where, and per field the application value beside the profile value, the differing ones flagged', async () => {
    const { vacancy, known, form, application } = await knownWithApplication();
    expect(application).toMatchObject({
      createdCandidate: false,
      attached: false,
      clientAddress: expect.stringMatching(/^198\.51\./),
      candidate: { externalId: known.externalId, fullName: known.fullName },
      vacancy: { externalId: vacancy.externalId, title: vacancy.title, status: 'OPEN' },
      resume: { fileName: 'cv.pdf', contentType: 'application/pdf', sameAsProfile: false },
    });
    expect(Date.now() - Date.parse(application.createdAt)).toBeLessThan(60_000);
    // E-mail differs only in case: not a difference. A blank answer offers nothing.
    expect(differing(application)).toEqual([
      'firstName',
      'phone',
      'location',
      'yearsOfExperience',
      'educationalQualification',
      'onSiteWork',
    ]);
    expect(field(application, 'location')).toEqual({
      field: 'location',
      applicationValue: { country: 'Germany', state: null, city: 'Munich' },
      profileValue: { country: 'Germany', state: null, city: 'Berlin' },
      differs: true,
    });
    expect(field(application, 'phone')).toMatchObject({
      applicationValue: expect.any(String),
      profileValue: null,
    });
    expect(field(application, 'email')).toMatchObject({
      applicationValue: String(form.email).toLowerCase(),
      profileValue: known.email,
      differs: false,
    });
    expect(field(application, 'eligibleToWorkInUS')).toMatchObject({
      applicationValue: false,
      differs: false,
    });
    expect(field(application, 'fullTimeWork')).toMatchObject({
      applicationValue: null,
      profileValue: null,
      differs: false,
    });

    // The TAG sees the same; the vacancy's list has it too.
    const asTag = await h.listOf(known.externalId, 'TAG');
    expect(asTag.statusCode).toBe(200);
    expect(asTag.json().content).toEqual([application]);
    const byVacancy = await h.call('GET', `/api/vacancies/${vacancy.externalId}/careers-applications`, 'TAG');
    expect(byVacancy.statusCode).toBe(200);
    expect(byVacancy.json()).toMatchObject({ totalElements: 1, content: [application] });
  });

  it('newest first, paged; a new person’s application created the candidate, attached, its resume the one on file', async () => {
    const vacancy = await h.publishedVacancy();
    const later = await h.publishedVacancy();
    const form = h.application();
    await h.send(vacancy.externalId, form);
    await h.send(later.externalId, form);
    const [candidate] = await h.candidatesByEmail(String(form.email));
    const candidateId = candidate?.externalId ?? '';
    const [newest, first] = await h.applicationsOf(candidateId);
    expect(newest).toMatchObject({
      createdCandidate: false,
      attached: false,
      vacancy: { externalId: later.externalId },
    });
    expect(first).toMatchObject({
      createdCandidate: true,
      attached: true,
      vacancy: { externalId: vacancy.externalId },
      resume: { sameAsProfile: true },
    });
    expect(differing(first)).toEqual([]);
    const page = await h.call('GET', `/api/candidates/${candidateId}/careers-applications?size=5&page=2`);
    expect(page.json()).toMatchObject({ totalElements: 2, totalPages: 1, pageable: { pageNumber: 1 } });
    const unknown = await h.listOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('taking a value over', () => {
  it('one field at a time, through the candidate rules: the profile gets that value (full name and search follow), nothing else changes', async () => {
    const { known, application } = await knownWithApplication();
    const before = await h.candidateRow(known.id);

    const first = await takeOver(application.externalId, 'firstName');
    expect(first.statusCode).toBe(200);
    expect(field(first.json(), 'firstName')).toMatchObject({ profileValue: 'Carla', differs: false });
    const phone = await takeOver(application.externalId, 'phone', 'TAG');
    expect(phone.statusCode).toBe(200);
    expect((await takeOver(application.externalId, 'location')).statusCode).toBe(200);
    const answer = await takeOver(application.externalId, 'onSiteWork');
    expect(differing(answer.json())).toEqual(['yearsOfExperience', 'educationalQualification']);

    const after = await h.candidateRow(known.id);
    const taken = field(application, 'phone')?.applicationValue;
    expect(after).toEqual({
      ...before,
      firstName: 'Carla',
      fullName: `Carla Maria ${before.lastName}`,
      phone: taken,
      city: 'Munich',
      onSiteWork: true,
      searchDocument: expect.stringContaining(`carla maria`),
      updatedAt: expect.any(Date),
    });
    expect(after.searchDocument).toContain(String(taken).replace('+', ''));
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // The list of staff and the candidate's details read the new values.
    const details = await h.call('GET', `/api/candidates/${known.externalId}`);
    expect(details.json()).toMatchObject({ firstName: 'Carla', phone: taken, city: 'Munich' });
  });

  it('refused, nothing changed: a value another candidate holds (409 naming it), one the rules refuse with the profile (400 naming it), one not given, an unknown field, a locked candidate', async () => {
    const { known, application } = await knownWithApplication();
    const taken = String(field(application, 'phone')?.applicationValue);
    // The applicant's phone belongs to another candidate by now.
    await h.known({ phone: taken });
    const before = await h.candidateRow(known.id);

    const duplicate = await takeOver(application.externalId, 'phone');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PHONE_EXISTS',
      message: CANDIDATE_MESSAGES.phoneExists,
      fields: [{ path: 'phone', message: CANDIDATE_MESSAGES.phoneExists }],
    });

    const blank = await takeOver(application.externalId, 'fullTimeWork');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([{ path: 'field', message: CAREERS_APPLICATION_MESSAGES.noValue }]);
    const unknownField = await takeOver(application.externalId, 'salary');
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fields).toEqual([expect.objectContaining({ path: 'field' })]);
    expect(await h.candidateRow(known.id)).toEqual(before);

    // India requires a phone (CAND-VAL): this candidate has none, so India's location is refused on it.
    const vacancy = await h.publishedVacancy();
    await h.send(
      vacancy.externalId,
      h.application({ email: known.email, country: 'India', city: 'Pune', phone: '+91 98765 43210' }),
    );
    const [india] = await h.applicationsOf(known.externalId);
    const refused = await takeOver(india?.externalId ?? '', 'location');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ path: 'phone', message: CANDIDATE_MESSAGES.phoneRequired }]);
    expect(await h.candidateRow(known.id)).toEqual(before);

    // The edit gate (CAND-STATUS-28): assessment completed, compliant, Shortlisted somewhere.
    await h.t.db
      .update(candidates)
      .set({ assessmentStatus: 'COMPLETED', locationCompliance: true })
      .where(eq(candidates.id, known.id));
    await attachCandidate(h.t.db, known.id, vacancy.id, { status: 'SHORTLISTED' });
    const locked = await h.candidateRow(known.id);
    const gated = await takeOver(application.externalId, 'firstName');
    expect(gated.statusCode).toBe(409);
    expect(gated.json()).toMatchObject({
      code: 'EDIT_LOCKED',
      message: CANDIDATE_MESSAGES.editLockedAllPending,
    });
    const gatedResume = await h.call(
      'POST',
      `/api/careers-applications/${application.externalId}/take-over-resume`,
    );
    expect(gatedResume.statusCode).toBe(409);
    expect(await h.candidateRow(known.id)).toEqual(locked);
    expect(await h.resumeOf(known.id)).toEqual([]);
  });
});

describe('the resume', () => {
  it('is downloaded as sent, taken over as a copy replacing the one on file (the old file removed, the application keeps its own), and once more changes nothing', async () => {
    const { known, application } = await knownWithApplication({
      fileName: 'old.pdf',
      content: pdfBytes('old'),
    });
    const [old] = await h.resumeOf(known.id);
    const files = await h.storedFiles();
    expect(files).toContain(old?.storageKey);

    const download = await h.call('GET', `/api/careers-applications/${application.externalId}/resume`, 'TAG');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    expect(download.headers['content-security-policy']).toContain("default-src 'none'");
    const sent = download.rawPayload;

    const taken = await h.call(
      'POST',
      `/api/careers-applications/${application.externalId}/take-over-resume`,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json().resume).toMatchObject({ sameAsProfile: true });
    const [now, ...more] = await h.resumeOf(known.id);
    expect(more).toEqual([]);
    expect(now).toMatchObject({ fileName: 'cv.pdf', sizeBytes: sent.length });
    expect(now?.storageKey).not.toBe(old?.storageKey);
    const after = await h.storedFiles();
    expect(after).not.toContain(old?.storageKey);
    expect(after).toContain(now?.storageKey);
    expect(after.length).toBe(files.length);
    const candidateResume = await h.call('GET', `/api/candidates/${known.externalId}/resume`);
    expect(candidateResume.rawPayload.equals(sent)).toBe(true);

    const again = await h.call(
      'POST',
      `/api/careers-applications/${application.externalId}/take-over-resume`,
    );
    expect(again.statusCode).toBe(200);
    expect(await h.resumeOf(known.id)).toEqual([now]);
    expect(await h.storedFiles()).toEqual(after);

    // Removing the candidate's copy leaves the application's file whole.
    await h.t.app.files.remove(now?.storageKey ?? '');
    const still = await h.call('GET', `/api/careers-applications/${application.externalId}/resume`);
    expect(still.rawPayload.equals(sent)).toBe(true);
  });

  it('a candidate without a resume gets the application’s', async () => {
    const { known, application } = await knownWithApplication();
    expect(await h.resumeOf(known.id)).toEqual([]);
    const taken = await h.call(
      'POST',
      `/api/careers-applications/${application.externalId}/take-over-resume`,
    );
    expect(taken.statusCode).toBe(200);
    const [resume] = await h.resumeOf(known.id);
    const stored = await buffer(await h.t.app.files.read(resume?.storageKey ?? ''));
    expect(stored.length).toBe(application.resume.size);
  });
});

describe('attaching to the application’s vacancy', () => {
  it('is the normal attach: Pending, a history entry by the user, the candidate’s status; a second time is 409', async () => {
    const { vacancy, known, application } = await knownWithApplication();
    const attached = await h.call(
      'POST',
      `/api/careers-applications/${application.externalId}/attach`,
      'TAG',
    );
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({ attached: true });
    expect(await h.assignments(vacancy.id)).toEqual([
      expect.objectContaining({ candidateId: known.id, status: 'PENDING' }),
    ]);
    const history = await h.t.db
      .select()
      .from(candidateStatusHistory)
      .where(eq(candidateStatusHistory.candidateId, known.id));
    expect(history).toEqual([
      expect.objectContaining({ vacancyId: vacancy.id, toStatus: 'PENDING', changedByUserId: h.t.tag.id }),
    ]);
    expect((await h.candidateRow(known.id)).status).toBe('PENDING');

    const again = await h.call('POST', `/api/careers-applications/${application.externalId}/attach`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ATTACHED' });
    expect(
      await h.t.db.select().from(candidateVacancies).where(eq(candidateVacancies.candidateId, known.id)),
    ).toHaveLength(1);
  });
});
