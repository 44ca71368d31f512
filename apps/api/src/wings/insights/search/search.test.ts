import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_APPLICATION_FILTERS,
  EMPTY_CANDIDATE_FILTERS,
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  type SearchKind,
} from '@talent-desk/shared';
import {
  audiences,
  candidates,
  campaigns,
  emailTemplates,
  surveyTemplates,
  users,
  vendors,
} from '../../../db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { insertCandidate, insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';
import { SEARCH_DOCUMENTS } from './search.repo.js';
import { searchMatch } from './search-match.js';

let t: TestApp;
let otherVendor: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  const vendorB = await t.createVendor();
  otherVendor = await t.createUser('VENDOR', { vendorId: vendorB.id });
  const vendorA = t.vendor.vendorId ?? 0;

  const jose = await insertCandidate(t.db, {
    firstName: 'José',
    lastName: 'Álvarez-Núñez',
    email: 'jose.alvarez@example.test',
    phone: '+919876543210',
    gloCandidateId: 'GLO-C-777',
  });
  ids.jose = jose.externalId;
  const vendorCandidate = (firstName: string, lastName: string, vendorId: number) =>
    insertCandidate(t.db, { firstName, lastName, source: 'VENDOR', vendorId, sourceName: 'x' });
  ids.zoeA = (await vendorCandidate('Zoë', 'Andersson', vendorA)).externalId;
  ids.zoeB = (await vendorCandidate('Zoë', 'Bergström', vendorB.id)).externalId;

  ids.rubyShared = (
    await insertVacancy(t.db, { title: 'Senior Ruby Developer', sharedWithVendorIds: [vendorA] })
  ).externalId;
  ids.rubyClosed = (
    await insertVacancy(t.db, { title: 'Ruby Lead', status: 'CLOSED', sharedWithVendorIds: [vendorA] })
  ).externalId;
  ids.rubyPrivate = (
    await insertVacancy(t.db, { title: 'Ruby Architect', gloVacancyId: 'GLO-V-4242' })
  ).externalId;

  await t.db.insert(users).values({
    firstName: 'Ingrid',
    lastName: 'Øster',
    email: 'ingrid.oster@example.test',
    role: 'TAG',
    title: 'Recruiter',
  });
  await t.db.insert(vendors).values({ name: 'Ångström Staffing' });
  await t.db.insert(campaigns).values({ name: 'Spring Hiring Drive 2026' });
  await t.db.insert(surveyTemplates).values({ title: 'Onboarding Feedback' });
  await t.db.insert(emailTemplates).values([
    { title: 'Onboarding Welcome', subject: 'Welcome', body: '<p>Hi</p>' },
    { title: 'Invitation Follow-up', subject: 'x', body: '<p>x</p>' },
  ]);
  await t.db.insert(audiences).values({
    name: 'Onboarding Java Bench',
    candidateFilters: EMPTY_CANDIDATE_FILTERS,
    applicationFilters: EMPTY_APPLICATION_FILTERS,
  });
});

afterAll(async () => {
  await t?.close();
});

type Body = { content: Record<string, unknown>[]; totalElements: number; totalIsExact: boolean };

async function search(kind: SearchKind, key: string, user: TestUser = t.admin, size = 6) {
  const response = await t.inject({
    method: 'GET',
    url: `/search-service/es/${kind}/search?key=${encodeURIComponent(key)}&size=${size}`,
    headers: { cookie: await t.sessionCookie(user) },
  });
  return { status: response.statusCode, body: response.json<Body>() };
}
const found = async (kind: SearchKind, key: string, user?: TestUser) =>
  (await search(kind, key, user)).body.content.map((hit) => hit.externalId);

describe('GET /search-service/es/{kind}/search', () => {
  it('[SEARCH-04][SEARCH-15] candidates: name parts in any order, prefixes, accents and case ignored', async () => {
    for (const key of [
      'José Álvarez',
      'alvarez jose',
      'ALV jos',
      'nunez',
      'Álvarez-Núñez',
      'jose alvarez nunez',
    ]) {
      expect(await found('candidate', key), key).toEqual([ids.jose]);
    }
    const { body } = await search('candidate', 'jose alv');
    expect(body).toEqual({
      content: [{ externalId: ids.jose, fullName: 'José Álvarez-Núñez', email: 'jose.alvarez@example.test' }],
      totalElements: 1,
      totalIsExact: true,
    });
  });

  it('[SEARCH-04] a word must begin a word of the name: the middle of a word does not match', async () => {
    expect(await found('candidate', 'lvarez')).toEqual([]);
    expect(await found('candidate', 'jose smith')).toEqual([]);
  });

  it('[SEARCH-04][SEARCH-15] an e-mail, a phone (any spacing, with or without country code) or a GLO id finds its candidate', async () => {
    for (const key of [
      'jose.alvarez@example.test',
      'JOSE.ALVAREZ@EX',
      '+91 98765 43210',
      '98765-43210',
      '(987) 654 3210',
      'GLO-C-777',
      'glo c 777',
    ]) {
      expect(await found('candidate', key), key).toEqual([ids.jose]);
    }
  });

  it('[SEARCH-10] a key that matches nothing answers no hits and a total of 0', async () => {
    expect((await search('candidate', 'Xylophonist')).body).toEqual({
      content: [],
      totalElements: 0,
      totalIsExact: true,
    });
  });

  it('[SEARCH-06] a VENDOR finds only its own vendor’s candidates, for each of two vendors; staff find all', async () => {
    expect(await found('candidate', 'zoe', t.vendor)).toEqual([ids.zoeA]);
    expect(await found('candidate', 'zoe', otherVendor)).toEqual([ids.zoeB]);
    expect(await found('candidate', 'bergstrom', t.vendor)).toEqual([]);
    expect(await found('candidate', 'andersson', otherVendor)).toEqual([]);
    expect(await found('candidate', 'jose', t.vendor)).toEqual([]);
    expect(await found('candidate', 'zoe', t.tag)).toEqual([ids.zoeA, ids.zoeB]);
  });

  it('[SEARCH-06] a VENDOR finds only the vacancies of its list (shared with it, OPEN or ON_HOLD)', async () => {
    expect(await found('vacancy', 'ruby', t.vendor)).toEqual([ids.rubyShared]);
    expect(await found('vacancy', 'ruby', otherVendor)).toEqual([]);
    expect(await found('vacancy', 'ruby', t.admin)).toEqual([
      ids.rubyPrivate,
      ids.rubyClosed,
      ids.rubyShared,
    ]);
    expect(await found('vacancy', 'glo-v-4242', t.tag)).toEqual([ids.rubyPrivate]);
  });

  it('[SEARCH-06] a VENDOR gets 403 on users, vendors, campaigns, survey templates, e-mail templates and audiences', async () => {
    for (const kind of SEARCH_KINDS) {
      const { status } = await search(kind, 'onboarding', t.vendor);
      expect(status, kind).toBe(kind === 'vacancy' || kind === 'candidate' ? 200 : 403);
    }
  });

  it('[SEARCH-12][SEARCH-13][SEARCH-14] each staff kind answers what its hit displays', async () => {
    for (const user of [t.admin, t.tag]) {
      expect((await search('user', 'oster ingr', user)).body.content).toEqual([
        expect.objectContaining({ firstName: 'Ingrid', lastName: 'Øster', role: 'TAG' }),
      ]);
      expect((await search('vendor', 'angstrom', user)).body.content).toEqual([
        { externalId: expect.any(String), name: 'Ångström Staffing' },
      ]);
      expect((await search('campaign', 'hiring 2026', user)).body.content).toEqual([
        expect.objectContaining({
          name: 'Spring Hiring Drive 2026',
          status: 'DRAFT',
          creationStep: 'AUDIENCE',
        }),
      ]);
      expect((await search('surveyTemplate', 'onboarding', user)).body.content).toEqual([
        { externalId: expect.any(String), title: 'Onboarding Feedback' },
      ]);
      expect((await search('emailTemplate', 'onboarding', user)).body.content).toEqual([
        { externalId: expect.any(String), title: 'Onboarding Welcome' },
      ]);
      // The general e-mails of Settings (one is titled 'Invitation') are not engagement templates.
      expect((await search('emailTemplate', 'invitation', user)).body.content).toEqual([
        { externalId: expect.any(String), title: 'Invitation Follow-up' },
      ]);
      expect((await search('audience', 'onboarding', user)).body.content).toEqual([
        { externalId: expect.any(String), name: 'Onboarding Java Bench' },
      ]);
    }
  });

  it('[SEARCH-07][SEARCH-08] at most `size` hits, the total counted exactly up to the cap, then capped', async () => {
    await t.db.execute(sql`
      insert into candidates (first_name, last_name, full_name, email, country, city, years_of_experience,
        educational_qualification, source)
      select 'Quentin', 'Capped ' || n, 'Quentin Capped ' || n, 'quentin.capped.' || n || '@example.test',
        'Germany', 'Berlin', 'ONE_TO_THREE', 'Bachelor Degree', 'DIRECT_SEARCH'
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) n`);
    const few = await search('candidate', 'quentin capped 100', t.admin, 6);
    // 'Capped 100' begins 'Capped 100' and 'Capped 1000'..'Capped 1005' (prefixes).
    expect(few.body.totalElements).toBe(7);
    expect(few.body.totalIsExact).toBe(true);
    expect(few.body.content).toHaveLength(6);
    const many = await search('candidate', 'quentin', t.admin, 6);
    expect(many.body.content).toHaveLength(6);
    expect(many.body.totalElements).toBe(SEARCH_COUNT_CAP);
    expect(many.body.totalIsExact).toBe(false);
  });

  it('[SEARCH-03] a key shorter than 3 characters, too long, missing or with control characters is a 400 naming `key`', async () => {
    const cookie = await t.sessionCookie(t.admin);
    for (const query of ['key=ab', 'key=%20%20ab%20', `key=${'a'.repeat(101)}`, '', 'key=abc%07d']) {
      const response = await t.inject({
        method: 'GET',
        url: `/search-service/es/candidate/search?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json<{ fields: unknown }>().fields), query).toContain('key');
    }
    const badSize = await t.inject({
      method: 'GET',
      url: '/search-service/es/candidate/search?key=abc&size=500',
      headers: { cookie },
    });
    expect(badSize.statusCode).toBe(400);
  });

  it('[SEARCH-04] the candidate and vacancy matches use their indexes: trigrams of the stored document, an e-mail key the e-mail pattern index', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (from: string, match: ReturnType<typeof searchMatch>) => {
        const result = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select 1 from ${sql.identifier(from)} where ${match}`,
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      expect(await plan('candidates', searchMatch(SEARCH_DOCUMENTS.candidate, 'jo smi'))).toContain(
        'candidates_search_trgm',
      );
      expect(await plan('candidates', searchMatch(SEARCH_DOCUMENTS.candidate, '+91 98765'))).toContain(
        'candidates_search_trgm',
      );
      expect(await plan('vacancies', searchMatch(SEARCH_DOCUMENTS.vacancy, 'ruby dev'))).toContain(
        'vacancies_search_trgm',
      );
      // An e-mail key is a range of the lower(email) pattern index, not a trigram search.
      expect(
        await plan(
          'candidates',
          searchMatch(SEARCH_DOCUMENTS.candidate, 'Jose.Alvarez@Ex', candidates.email),
        ),
      ).toContain('candidates_email_lower_pattern');
    });
  });
});
