import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { languages, usCities, usStates } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertCandidate, insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  admin = await t.sessionCookie(t.admin);
  // Labels that contain the typed text but sort before those that start with it.
  await t.db.insert(languages).values({ name: 'Bengali' });
  const [california] = await t.db.select().from(usStates).where(eq(usStates.name, 'California'));
  await t.db.insert(usCities).values({ stateId: california?.id ?? -1, name: 'Pleasanton' });
  await insertVacancy(t.db, {
    title: 'Backend Engineer',
    gloVacancyId: 'GLO-1',
    projectName: 'Horizon Sandbox',
  });
  await insertVacancy(t.db, {
    title: 'Engineering Manager',
    gloVacancyId: 'GLO-2',
    projectName: 'Sandstone',
  });
  await insertCandidate(t.db, { firstName: 'Priya', lastName: 'Sharma' });
  await insertCandidate(t.db, { firstName: 'Sharon', lastName: 'Lee' });
});
afterAll(async () => {
  await t?.close();
});

async function labels(path: string): Promise<string[]> {
  const response = await t.inject({ method: 'GET', url: `/api/options/${path}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { label: string }[] }).content.map((o) => o.label);
}

describe('option search ranking', () => {
  it('[LIST-22] a search offers the labels that start with the typed text first, then those that contain it, each alphabetically', async () => {
    expect(await labels('languages?search_value=Eng')).toEqual(['English', 'Bengali']);
    expect(await labels('cities?state=California&search_value=san')).toEqual([
      'San Diego',
      'San Francisco',
      'Pleasanton',
    ]);
    expect(await labels('vacancies?search_value=eng')).toEqual([
      'Engineering Manager (GLO-2)',
      'Backend Engineer (GLO-1)',
    ]);
    expect(await labels('projects?search_value=sand')).toEqual(['Sandstone', 'Horizon Sandbox']);
    expect(await labels('names?search_value=shar')).toEqual(['Sharon Lee', 'Priya Sharma']);
  });

  it('[AUD-34] the state-cities search ranks cities that start with the typed text first', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/options/state-cities?states=California&search_value=san',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const cities = (response.json() as { content: { cityName: string }[] }).content.map((c) => c.cityName);
    expect(cities).toEqual(['San Diego', 'San Francisco', 'Pleasanton']);
  });

  it('without a search the list stays alphabetical', async () => {
    expect(await labels('languages')).toEqual(['Bengali', 'English', 'German', 'Hindi']);
  });
});
