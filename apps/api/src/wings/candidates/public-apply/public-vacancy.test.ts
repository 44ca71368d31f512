import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_APPLICATION_MESSAGES } from '@talent-desk/shared';
import { businessGroups, skills, vacancySkills } from '../../../db/schema/index.js';
import { insertVacancy } from '../../../test/fixtures.js';
import { openApplyHarness, type ApplyHarness } from '../testing/apply-harness.js';

let h: ApplyHarness;
beforeAll(async () => {
  h = await openApplyHarness();
});
afterAll(async () => {
  await h?.close();
});

const read = (id: string) => h.t.inject({ method: 'GET', url: `/api/public/vacancies/${id}` });

describe('GET /api/public/vacancies/{id} (the careers site, no session)', () => {
  it('a published OPEN vacancy: what an applicant needs and nothing internal', async () => {
    const [group] = await h.t.db.insert(businessGroups).values({ name: 'Cloud Services' }).returning();
    const vacancy = await insertVacancy(h.t.db, {
      title: 'Site Reliability Engineer',
      publishToExternalApp: true,
      status: 'OPEN',
      type: 'EXTERNAL',
      workingLocation: 'Lisbon, hybrid',
      openings: 2,
      description: 'Keep things running.\nOn call one week a month.',
      hiringManager: 'Private Hiring-Manager',
      projectName: 'Internal Project Falcon',
      businessGroupId: group?.id,
    });
    const rows = await h.t.db
      .insert(skills)
      .values([{ name: 'Zeta Ops' }, { name: 'Alpha Kubernetes' }])
      .returning();
    await h.t.db.insert(vacancySkills).values(rows.map((s) => ({ vacancyId: vacancy.id, skillId: s.id })));

    const response = await read(vacancy.externalId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      externalId: vacancy.externalId,
      title: 'Site Reliability Engineer',
      type: 'EXTERNAL',
      workingLocation: 'Lisbon, hybrid',
      businessGroupName: 'Cloud Services',
      openings: 2,
      description: 'Keep things running.\nOn call one week a month.',
      requiredSkills: ['Alpha Kubernetes', 'Zeta Ops'],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    for (const secret of [
      'Private Hiring-Manager',
      'Internal Project Falcon',
      vacancy.gloVacancyId ?? '?',
      '"id"',
    ])
      expect(response.body).not.toContain(secret);
  });

  it('unpublished, published but not OPEN, unknown and malformed ids: one and the same 404, to reading and applying', async () => {
    const unpublished = await insertVacancy(h.t.db, { status: 'OPEN', publishToExternalApp: false });
    const onHold = await insertVacancy(h.t.db, { status: 'ON_HOLD', publishToExternalApp: true });
    const closed = await insertVacancy(h.t.db, { status: 'CLOSED', publishToExternalApp: true });
    const ids = [
      unpublished.externalId,
      onHold.externalId,
      closed.externalId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-vacancy',
      "1' or '1'='1",
    ];
    const files = await h.storedFiles();
    for (const id of ids) {
      for (const response of [
        await read(encodeURIComponent(id)),
        await h.apply(encodeURIComponent(id), h.application()),
      ]) {
        expect(response.statusCode, id).toBe(404);
        const { status, code, message } = response.json();
        expect({ status, code, message }).toEqual({
          status: 404,
          code: 'NOT_FOUND',
          message: PUBLIC_APPLICATION_MESSAGES.notFound,
        });
      }
    }
    expect(await h.candidateCount()).toBe(0);
    expect(await h.storedFiles()).toEqual(files);
  });
});
