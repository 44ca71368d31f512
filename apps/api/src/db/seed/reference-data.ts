import type { Db } from '../client.js';
import { businessGroups, countries, languages, skills, usCities, usStates } from '../schema/index.js';
import { insertIgnoringExisting } from './batch.js';
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
    // Ids of rows inserted now or by an earlier run alike (RETURNING skips rows that already existed).
    const stateIds = new Map(
      (await tx.select({ id: usStates.id, code: usStates.code }).from(usStates)).map((s) => [s.code, s.id]),
    );
    const cities = states.flatMap((state) => {
      const stateId = stateIds.get(state.code);
      return stateId === undefined ? [] : usCityNames(state.code).map((name) => ({ stateId, name }));
    });
    await insertIgnoringExisting(tx, usCities, cities);
  });
}
