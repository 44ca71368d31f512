import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../../../test/audit-events.js';
import { candidateFormBody, docxBytes, insertVacancy, multipart, pdfBytes } from '../../../test/fixtures.js';
import { openCreateHarness, type CreateHarness } from '../testing/create-harness.js';

let h: CreateHarness;
beforeAll(async () => {
  h = await openCreateHarness();
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, cookie = h.cookies.tag) => h.t.inject({ method: 'GET', url, headers: { cookie } });
async function candidateWith(resume: { fileName: string; content: Buffer }) {
  const created = await h.create(h.cookies.admin, candidateFormBody(), resume);
  expect(created.statusCode).toBe(201);
  return created.json() as { externalId: string };
}

describe('audit log: resume downloads (issue 24)', () => {
  it('a resume downloaded writes one export.downloaded event about its candidate, naming the file', async () => {
    const { externalId } = await candidateWith({ fileName: 'cv.pdf', content: pdfBytes() });
    const { result, events } = await withEvents(h.t.database, () =>
      get(`/api/candidates/${externalId}/resume`),
    );
    expect(result.statusCode).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'export.downloaded',
      actor_user_id: h.t.tag.id,
      target_type: 'candidate',
      target_id: externalId,
    });
    expect(events[0]?.changes).toEqual([
      { field: 'file', old: null, new: 'cv.pdf' },
      { field: 'from', old: null, new: 'candidate' },
      { field: 'disposition', old: null, new: 'attachment' },
    ]);
  });

  it('a refused download writes nothing: a Word resume asked inline, an unknown candidate', async () => {
    const { externalId } = await candidateWith({ fileName: 'cv.docx', content: docxBytes() });
    const inline = await withEvents(h.t.database, () =>
      get(`/api/candidates/${externalId}/resume?disposition=inline`),
    );
    const unknown = await withEvents(h.t.database, () =>
      get('/api/candidates/0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a/resume'),
    );
    expect([inline.result.statusCode, unknown.result.statusCode]).toEqual([400, 404]);
    expect([...inline.events, ...unknown.events]).toEqual([]);
  });

  it("a careers application's resume downloaded writes one export.downloaded event about its candidate", async () => {
    const vacancy = await insertVacancy(h.t.db, { publishToExternalApp: true, status: 'OPEN' });
    const form = {
      firstName: 'Ana',
      lastName: 'Applicant',
      email: 'ana.applicant@example.test',
      country: 'Germany',
      city: 'Berlin',
      yearsOfExperience: 'THREE_TO_FIVE',
      educationalQualification: "Master's Degree",
    };
    const body = multipart([
      { name: 'application', value: JSON.stringify(form), contentType: 'application/json' },
      { name: 'resume', fileName: 'sent.pdf', content: pdfBytes() },
    ]);
    const applied = await h.t.inject({
      method: 'POST',
      url: `/api/public/vacancies/${vacancy.externalId}/applications`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(applied.statusCode).toBe(202);
    const { rows } = await h.t.database.pool.query<{ external_id: string }>(
      'select external_id from careers_applications order by id desc limit 1',
    );
    const { result, events } = await withEvents(h.t.database, () =>
      get(`/api/careers-applications/${rows[0]?.external_id}/resume`),
    );
    expect(result.statusCode).toBe(200);
    expect(events).toMatchObject([
      { action: 'export.downloaded', actor_user_id: h.t.tag.id, target_type: 'candidate' },
    ]);
    expect(events[0]?.changes).toContainEqual({ field: 'from', old: null, new: 'careers application' });
  });
});
