import { describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES } from '@talent-desk/shared';
import { insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('create, read and edit', () => {
  it('[VAC-01][VAC-04] an ADMIN creates a vacancy; its details carry the row, every field and the public link', async () => {
    const created = await h.send('admin', 'POST', '/api/vacancies', h.body({ gloVacancyId: 'GLO-V-7001' }));
    expect(created.statusCode).toBe(201);
    const vacancy = created.json();
    expect(vacancy).toMatchObject({
      title: 'Senior Data Engineer',
      gloVacancyId: 'GLO-V-7001',
      status: 'OPEN',
      type: 'EXTERNAL',
      publishToExternalApp: false,
      businessGroupName: h.ref.businessGroups.europe.name,
      businessGroup: {
        externalId: h.ref.businessGroups.europe.externalId,
        name: h.ref.businessGroups.europe.name,
      },
      projectName: 'Atlas',
      hiringManager: 'Priya Raman',
      openings: 2,
      vendorCount: 0,
      candidatesCount: 0,
      newCandidatesCount: 0,
      description: 'Build pipelines.\nOwn the warehouse.',
      publicUrl: `https://jobs.talentdesk.example/jobs/${vacancy.externalId}`,
    });
    expect(vacancy.requiredSkills.map((s: { value: string }) => s.value)).toEqual(['Java', 'Python']);
    expect((await h.get('tag', `/api/vacancies/${vacancy.externalId}`)).json()).toEqual(vacancy);
  });

  it('a TAG edits every field; cleared optional fields are stored as empty', async () => {
    const { externalId } = (await h.send('tag', 'POST', '/api/vacancies', h.body())).json();
    const edited = await h.send(
      'tag',
      'PUT',
      `/api/vacancies/${externalId}`,
      h.body({
        title: 'Staff Data Engineer',
        status: 'ON_HOLD',
        projectName: '',
        hiringManager: '  ',
        requiredSkillExternalIds: [],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Staff Data Engineer',
      status: 'ON_HOLD',
      projectName: null,
      hiringManager: null,
      requiredSkills: [],
    });
  });

  it('bad input is a 400 naming the field, and nothing is saved', async () => {
    const before = (await h.get('admin', '/api/vacancies?size=100')).json().totalElements;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'title'],
      [{ openings: 0 }, 'openings'],
      [{ openings: 1.5 }, 'openings'],
      [{ gloVacancyId: 'GLO 1' }, 'gloVacancyId'],
      [{ status: 'SOMETIMES' }, 'status'],
      [{ businessGroupExternalId: '00000000-0000-4000-8000-000000000000' }, 'businessGroupExternalId'],
      [{ requiredSkillExternalIds: ['00000000-0000-4000-8000-000000000000'] }, 'requiredSkillExternalIds'],
    ];
    for (const [overrides, field] of cases) {
      const response = await h.send('admin', 'POST', '/api/vacancies', h.body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields.map((f: { path: string }) => f.path.split('.')[0])).toContain(field);
    }
    expect((await h.get('admin', '/api/vacancies?size=100')).json().totalElements).toBe(before);
  });

  it('a GLO-R id belongs to one vacancy: a second one is 409, also when two are saved at once', async () => {
    expect(
      (await h.send('admin', 'POST', '/api/vacancies', h.body({ gloVacancyId: 'GLO-DUP-1' }))).statusCode,
    ).toBe(201);
    const again = await h.send('admin', 'POST', '/api/vacancies', h.body({ gloVacancyId: 'GLO-DUP-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VACANCY_MESSAGES.gloVacancyIdTaken);

    const statuses = await Promise.all(
      [1, 2, 3, 4].map(() =>
        h.http('admin', 'POST', '/api/vacancies', h.body({ gloVacancyId: 'GLO-RACE-1' })),
      ),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('publish', () => {
  it('[VAC-09][VAC-10][VAC-11] PATCH publish sets publishToExternalApp true, then false', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    const published = await h.send('tag', 'PATCH', url, { publishToExternalApp: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishToExternalApp).toBe(true);
    const unpublished = await h.send('admin', 'PATCH', url, { publishToExternalApp: false });
    expect(unpublished.json().publishToExternalApp).toBe(false);
  });

  it('[VAC-13] publishing a vacancy that is not OPEN answers 400 with a message to show', async () => {
    const vacancy = await insertVacancy(h.t.db, { status: 'CLOSED_FULFILLED_INTERNALLY' });
    const response = await h.send('admin', 'PATCH', `/api/vacancies/${vacancy.externalId}/publish`, {
      publishToExternalApp: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VACANCY_MESSAGES.publishNotOpen);
  });

  it('two recruiters publishing and unpublishing the same vacancy at once both get an answer; the row stays whole', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.http(i % 2 ? 'admin' : 'tag', 'PATCH', url, { publishToExternalApp: i % 2 === 0 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = (await h.get('admin', `/api/vacancies/${vacancy.externalId}`)).json();
    expect(typeof final.publishToExternalApp).toBe('boolean');
  });
});

describe('publish: only an OPEN vacancy', () => {
  it('[VAC-13] every status but OPEN is refused with the message the page shows; nothing changes', async () => {
    for (const status of [
      'ON_HOLD',
      'CLOSED',
      'CLOSED_REJECTED',
      'CLOSED_FULFILLED_INTERNALLY',
      'CLOSED_NO_LONGER_VALID',
      'CLOSED_PERSON_JOINED',
    ] as const) {
      const vacancy = await insertVacancy(h.t.db, { status });
      const url = `/api/vacancies/${vacancy.externalId}/publish`;
      const response = await h.send('tag', 'PATCH', url, { publishToExternalApp: true });
      expect(response.statusCode, status).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VACANCY_NOT_OPEN',
        message: VACANCY_MESSAGES.publishNotOpen,
      });
      expect((await h.get('tag', `/api/vacancies/${vacancy.externalId}`)).json().publishToExternalApp).toBe(
        false,
      );
    }
  });

  it('[VAC-10] a published vacancy that was closed since can still be unpublished', async () => {
    const vacancy = await insertVacancy(h.t.db, { status: 'CLOSED', publishToExternalApp: true });
    const response = await h.send('admin', 'PATCH', `/api/vacancies/${vacancy.externalId}/publish`, {
      publishToExternalApp: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CLOSED', publishToExternalApp: false });
  });

  it('[VAC-11] the body is exactly {publishToExternalApp: boolean}; an unknown vacancy is 404', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    for (const payload of [{}, { publishToExternalApp: 'yes' }, { publishToExternalApp: true, extra: 1 }]) {
      const response = await h.send('admin', 'PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await h.send(
      'admin',
      'PATCH',
      '/api/vacancies/00000000-0000-4000-8000-000000000000/publish',
      {
        publishToExternalApp: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
