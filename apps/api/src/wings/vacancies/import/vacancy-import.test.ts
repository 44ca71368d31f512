import { describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES, vacancyImportDraftSchema } from '@talent-desk/shared';
import { insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

/** The built-in GLO-R connector (no GLO_R_URL): its demo catalogue holds GLO-V-9001 .. GLO-V-9006. */
const h = useVacancyHarness();
const preview = (gloId: string) => h.get('tag', `/api/vacancies/import/${gloId}`);
const save = (gloId: string, body: unknown) => h.send('tag', 'POST', `/api/vacancies/import/${gloId}`, body);

describe('import a vacancy from GLO-R (/internal/vacancies/{gloId}/import)', () => {
  it('[VAC-01] the preview is the vacancy from GLO-R as the create body, group and skills matched by name, the rest listed as unmatched', async () => {
    const response = await preview('GLO-V-9003');
    expect(response.statusCode).toBe(200);
    const answer = vacancyImportDraftSchema.parse(response.json());
    expect(answer.draft).toMatchObject({
      title: 'Data Platform Engineer',
      gloVacancyId: 'GLO-V-9003',
      type: 'INTERNAL',
      status: 'OPEN',
      businessGroupExternalId: h.ref.businessGroups.europe.externalId,
      projectName: 'Vega Data Lake',
      hiringManager: 'Hannah Weber',
      workingLocation: 'Berlin, Germany (hybrid)',
      openings: 1,
      requiredSkillExternalIds: [h.ref.skills.python.externalId],
    });
    expect(answer.draft.description).toContain('What you will do:');
    expect(answer.businessGroup).toEqual({
      externalId: h.ref.businessGroups.europe.externalId,
      name: 'Europe',
    });
    expect(answer.requiredSkills).toEqual([{ externalId: h.ref.skills.python.externalId, value: 'Python' }]);
    expect(answer.unmatched).toEqual({ businessGroupName: null, skills: ['Apache Spark', 'SQL', 'Airflow'] });
    // A group our list does not hold is named for the reviewer.
    const northAmerica = vacancyImportDraftSchema.parse((await preview('GLO-V-9001')).json());
    expect(northAmerica.draft.businessGroupExternalId).toBeNull();
    expect(northAmerica.unmatched.businessGroupName).toBe('North America');
  });

  it('saving the reviewed draft creates the vacancy under that GLO-R id; the preview then answers {existingExternalId}', async () => {
    const { draft } = vacancyImportDraftSchema.parse((await preview('GLO-V-9002')).json());
    const saved = await save('GLO-V-9002', { ...draft, title: 'Senior Java Developer (Pune)', openings: 2 });
    expect(saved.statusCode).toBe(201);
    const vacancy = saved.json();
    expect(vacancy).toMatchObject({
      gloVacancyId: 'GLO-V-9002',
      title: 'Senior Java Developer (Pune)',
      openings: 2,
      businessGroupName: 'India',
      publishToExternalApp: false,
      vendorCount: 0,
    });
    expect((await h.get('admin', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(200);
    expect((await preview('GLO-V-9002')).json()).toEqual({ existingExternalId: vacancy.externalId });
    const again = await save('GLO-V-9002', draft);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VACANCY_MESSAGES.gloVacancyIdTaken);
  });

  it('a GLO-R id we already hold answers the vacancy, whatever GLO-R holds (it is not asked)', async () => {
    const existing = await insertVacancy(h.t.db, { gloVacancyId: 'GLO-OURS-1' });
    expect((await preview('GLO-OURS-1')).json()).toEqual({ existingExternalId: existing.externalId });
  });

  it('the body must name the path’s GLO-R id (or none: it takes the path’s); other bad input is a 400 naming the field', async () => {
    const body = h.body();
    const other = await save('GLO-V-9004', { ...body, gloVacancyId: 'GLO-V-9005' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual([
      { path: 'gloVacancyId', message: VACANCY_MESSAGES.importGloIdMismatch },
    ]);
    const bad = await save('GLO-V-9004', { ...body, openings: 0 });
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['openings']);
    const none = await save('GLO-V-9004', { ...body, gloVacancyId: '' });
    expect(none.statusCode).toBe(201);
    expect(none.json().gloVacancyId).toBe('GLO-V-9004');
  });

  it('a GLO-R id GLO-R does not hold is 404 with a message; a malformed one is 400', async () => {
    const missing = await preview('GLO-V-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VACANCY_MESSAGES.gloVacancyNotFound);
    const malformed = await h.get('tag', '/api/vacancies/import/GLO%20V%201');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].path).toBe('gloId');
  });

  it('two recruiters importing the same GLO-R id at once over HTTP: one vacancy, the others 409', async () => {
    const { draft } = vacancyImportDraftSchema.parse((await preview('GLO-V-9006')).json());
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        h.http(i % 2 ? 'admin' : 'tag', 'POST', '/api/vacancies/import/GLO-V-9006', draft),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const listed = (await h.get('admin', '/api/vacancies?search=GLO-V-9006')).json();
    expect(listed.totalElements).toBe(1);
  });
});
