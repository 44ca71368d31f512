import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { COUNTRY_INDIA, COUNTRY_USA, INDIA_GROUP_NAME } from '@talent-desk/shared';
import type { Database } from '../../db/client.js';
import { businessGroups, countries, languages, skills, usCities, usStates } from '../../db/schema/index.js';
import { seedReferenceData } from '../index.js';
import { openTestDatabase } from '../../test/test-database.js';

describe('seedReferenceData', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  async function countOf(table: typeof countries | typeof usStates | typeof usCities | typeof languages) {
    const [row] = await database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  it('[ENUM] loads the fixed list of about 190 countries, with USA and India by those names', async () => {
    const rows = await database.db.select().from(countries);
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(rows.length).toBeLessThanOrEqual(200);
    const names = rows.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([COUNTRY_USA, COUNTRY_INDIA, 'Germany', 'United Kingdom']));
    expect(names).not.toContain('United States');
    expect(rows.find((c) => c.name === COUNTRY_USA)?.iso2).toBe('US');
  });

  it('loads the 50 US states and the District of Columbia, each with cities', async () => {
    const states = await database.db.select().from(usStates);
    expect(states).toHaveLength(51);
    const names = states.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['California', 'New York', 'District of Columbia']));
    expect(names).not.toContain('Puerto Rico');
    expect(names).not.toContain('Guam');

    const perState = await database.db
      .select({ stateId: usCities.stateId, n: count() })
      .from(usCities)
      .groupBy(usCities.stateId);
    expect(perState).toHaveLength(51);
    expect(Math.min(...perState.map((s) => s.n))).toBeGreaterThan(0);

    const [california] = states.filter((s) => s.code === 'CA');
    const losAngeles = await database.db.select().from(usCities).where(eq(usCities.name, 'Los Angeles'));
    expect(losAngeles.some((c) => c.stateId === california?.id)).toBe(true);
  });

  it('loads languages, skills and the business groups, the India group among them', async () => {
    const languageNames = (await database.db.select().from(languages)).map((l) => l.name);
    expect(languageNames.length).toBeGreaterThan(100);
    expect(languageNames).toEqual(expect.arrayContaining(['English', 'Hindi', 'Spanish', 'German']));

    const skillNames = (await database.db.select().from(skills)).map((s) => s.name);
    expect(skillNames.length).toBeGreaterThanOrEqual(150);
    expect(skillNames.length).toBeLessThanOrEqual(250);
    expect(skillNames).toEqual(expect.arrayContaining(['Java', 'Python', 'Kubernetes', 'Selenium', 'Figma']));

    const groupNames = (await database.db.select().from(businessGroups)).map((g) => g.name);
    expect(groupNames).toContain(INDIA_GROUP_NAME);
    expect(groupNames.length).toBeGreaterThan(1);
  });

  it('is idempotent: a second run adds nothing and changes no id', async () => {
    const before = await Promise.all([countries, usStates, usCities, languages].map(countOf));
    const india = await database.db
      .select()
      .from(businessGroups)
      .where(eq(businessGroups.name, INDIA_GROUP_NAME));
    await seedReferenceData(database.db);
    const after = await Promise.all([countries, usStates, usCities, languages].map(countOf));
    expect(after).toEqual(before);
    expect(
      await database.db.select().from(businessGroups).where(eq(businessGroups.name, INDIA_GROUP_NAME)),
    ).toEqual(india);
  });
});
