import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessGroups, countries, languages, skills, usStates } from '../../db/schema/index.js';
import { insertIgnoringExisting } from '../batch.js';
import { BUSINESS_GROUP_NAMES } from './reference-business-groups.js';
import { countryRows } from './reference-countries.js';
import { languageNames } from './reference-languages.js';
import { skillNames } from './reference-skills.js';
import { usCityNames, usStateRows } from './reference-us.js';

/**
 * Loads the fixed reference lists. Idempotent (ON CONFLICT DO NOTHING), so it can run at every start;
 * one transaction, so a crash never leaves a half list behind.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertIgnoringExisting(tx, countries, countryRows());
    await insertIgnoringExisting(
      tx,
      languages,
      languageNames().map((name) => ({ name })),
    );
    await insertIgnoringExisting(
      tx,
      skills,
      skillNames().map((name) => ({ name })),
    );
    await insertIgnoringExisting(
      tx,
      businessGroups,
      BUSINESS_GROUP_NAMES.map((name) => ({ name })),
    );

    const states = usStateRows();
    await insertIgnoringExisting(tx, usStates, states);
    // ~20,000 cities in one statement: two arrays unnested and joined to their states on the server,
    // about twice as fast as batched multi-row inserts, which matters as this runs at every start.
    const cities = states.flatMap((state) =>
      usCityNames(state.code).map((name) => ({ code: state.code, name })),
    );
    const codes = cities.map((c) => c.code);
    const names = cities.map((c) => c.name);
    await tx.execute(sql`
      INSERT INTO us_cities (state_id, name)
      SELECT s.id, c.name
      FROM unnest(${sql.param(codes)}::text[], ${sql.param(names)}::text[]) AS c(code, name)
      JOIN us_states s ON s.code = c.code
      ON CONFLICT DO NOTHING`);
  });
}
