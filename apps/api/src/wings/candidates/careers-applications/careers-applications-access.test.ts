import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careersApplications, loginThrottle } from '../../../db/schema/index.js';
import { pdfBytes } from '../../../test/uploads.js';
import { openCareersHarness, type CareersHarness } from '../testing/careers-harness.js';
import { eq } from 'drizzle-orm';
import { insertVacancy } from '../../../test/fixtures.js';

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

describe('a VENDOR never sees careers-site applications', () => {
  it('404 on every route, even for its own candidate on a vacancy shared with it; its candidate details carry nothing of them; nothing changes', async () => {
    const vendorId = h.t.vendor.vendorId ?? -1;
    const vacancy = await insertVacancy(h.t.db, {
      publishToExternalApp: true,
      status: 'OPEN',
      sharedWithVendorIds: [vendorId],
    });
    const own = await h.known({ source: 'VENDOR', vendorId, sourceName: 'Vendor', phone: null });
    await h.send(
      vacancy.externalId,
      h.application({ firstName: 'Quentin', email: own.email, city: 'Quedlinburg', onSiteWork: true }),
    );
    const [application] = await h.applicationsOf(own.externalId);
    const id = application?.externalId ?? '';
    const before = await h.candidateRow(own.id);

    const routes = [
      ['GET', `/api/candidates/${own.externalId}/careers-applications`],
      ['GET', `/api/vacancies/${vacancy.externalId}/careers-applications`],
      ['GET', `/api/careers-applications/${id}/resume`],
      ['POST', `/api/careers-applications/${id}/take-over`, { field: 'city' }],
      ['POST', `/api/careers-applications/${id}/take-over`, { field: 'location' }],
      ['POST', `/api/careers-applications/${id}/take-over-resume`],
      ['POST', `/api/careers-applications/${id}/attach`],
    ] as const;
    for (const [method, url, body] of routes) {
      const response = await h.call(method, url, 'VENDOR', body);
      // 'city' is no field: the body is refused before anything is looked up.
      const expected = body?.field === 'city' ? 400 : 404;
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(expected);
      expect(response.body).not.toContain('Quedlinburg');
    }

    const details = await h.call('GET', `/api/candidates/${own.externalId}`, 'VENDOR');
    expect(details.statusCode).toBe(200);
    for (const trace of [id, 'Quentin', 'Quedlinburg', 'careers', 'application'])
      expect(details.body.toLowerCase()).not.toContain(trace.toLowerCase());
    const pipeline = await h.call('GET', `/api/vacancies/${vacancy.externalId}/candidates`, 'VENDOR');
    expect(pipeline.statusCode).toBe(200);
    expect(pipeline.body).not.toContain('Quentin');

    expect(await h.candidateRow(own.id)).toEqual(before);
    expect(await h.assignments(vacancy.id)).toEqual([]);
    expect(await h.resumeOf(own.id)).toEqual([]);
  });
});

describe('two staff taking values over at once', () => {
  it('over real HTTP, ADMIN the first name and TAG the last name of the same candidate: both kept, the full name made of both', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await h.known({ firstName: 'Karla', lastName: 'Old', email: 'karla.old@example.test' });
    await h.send(
      vacancy.externalId,
      h.application({ firstName: 'Carla', lastName: 'Neu', email: 'karla.old@example.test' }),
    );
    const [application] = await h.applicationsOf(known.externalId);
    const url = `${h.origin}/api/careers-applications/${application?.externalId}/take-over`;
    const post = async (role: 'ADMIN' | 'TAG', field: string) =>
      fetch(url, {
        method: 'POST',
        headers: { cookie: await h.cookie(role), 'content-type': 'application/json' },
        body: JSON.stringify({ field }),
      });
    const answers = await Promise.all([post('ADMIN', 'firstName'), post('TAG', 'lastName')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await h.candidateRow(known.id)).toMatchObject({
      firstName: 'Carla',
      lastName: 'Neu',
      fullName: 'Carla Neu',
    });
  });

  it('over real HTTP, two resumes taken over at once: one on file, its file stored, the replaced ones removed, the applications’ files kept', async () => {
    const vacancy = await h.publishedVacancy();
    const known = await h.known(
      { email: 'two.resumes@example.test' },
      { fileName: 'old.pdf', content: pdfBytes('old') },
    );
    for (const name of ['first', 'second'])
      await h.send(vacancy.externalId, h.application({ email: 'two.resumes@example.test' }), {
        resume: { fileName: `${name}.pdf`, content: pdfBytes(name) },
      });
    const applications = await h.applicationsOf(known.externalId);
    const files = await h.storedFiles();
    const answers = await Promise.all(
      applications.map(async (application) =>
        fetch(`${h.origin}/api/careers-applications/${application.externalId}/take-over-resume`, {
          method: 'POST',
          headers: { cookie: await h.cookie('ADMIN') },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [resume, ...more] = await h.resumeOf(known.id);
    expect(more).toEqual([]);
    expect(['first.pdf', 'second.pdf']).toContain(resume?.fileName);
    const after = await h.storedFiles();
    expect(after).toContain(resume?.storageKey);
    // The old resume and the first copy are gone, one copy came: as many files as before.
    expect(after.length).toBe(files.length);
    const rows = await h.t.db
      .select({ key: careersApplications.resumeStorageKey })
      .from(careersApplications)
      .where(eq(careersApplications.candidateId, known.id));
    for (const row of rows) expect(after).toContain(row.key);
  });
});
