import worldCountriesModule from 'world-countries';
import type { Country } from 'world-countries';

/**
 * world-countries is CommonJS whose `module.exports` is the array itself, while its typings declare an
 * `export default`, which TypeScript's NodeNext view turns into `{ default }`. Accept both shapes.
 */
const loaded: unknown = worldCountriesModule;
export const WORLD_COUNTRIES: readonly Country[] = Array.isArray(loaded)
  ? (loaded as Country[])
  : (worldCountriesModule as unknown as { default: Country[] }).default;
