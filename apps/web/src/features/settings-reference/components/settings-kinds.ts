import {
  cityBodySchema,
  cityPageSchema,
  cityRowSchema,
  countryBodySchema,
  countryPageSchema,
  countryRowSchema,
  distributionListPageSchema,
  distributionListRowSchema,
  namedItemBodySchema,
  namedItemPageSchema,
  namedItemRowSchema,
  SETTINGS_LIST_KINDS,
  stateBodySchema,
  statePageSchema,
  stateRowSchema,
  type CityRow,
  type CountryRow,
  type DistributionListRow,
  type NamedItemRow,
  type SettingsListKind,
  type StateRow,
} from '@talent-desk/shared';
import type { z } from 'zod';

export const SETTINGS_PATH = '/internal/settings';
/** SET-02: the default settings page. */
export const LOCATIONS_PATH = `${SETTINGS_PATH}/locations`;

/** A row of any settings reference list. */
export type SettingsRow = (CountryRow | StateRow | CityRow | NamedItemRow | DistributionListRow) &
  Partial<CountryRow & StateRow & CityRow & NamedItemRow & DistributionListRow>;

/** The form's fields: every list has a name; countries an ISO code, states a USPS code, cities a state. */
export type SettingsField = 'name' | 'iso2' | 'code' | 'stateExternalId';
export type SettingsFormValues = Partial<Record<SettingsField, string>>;

type KindConfig = {
  fields: readonly SettingsField[];
  rowSchema: z.ZodType<SettingsRow>;
  pageSchema: z.ZodType;
  bodySchema: z.ZodType<SettingsFormValues, SettingsFormValues>;
  /** Where the list is: Locations holds three (countries its default, then /states and /cities). */
  listPath: string;
};

const named = {
  fields: ['name'],
  rowSchema: namedItemRowSchema,
  pageSchema: namedItemPageSchema,
  bodySchema: namedItemBodySchema,
} as const;

export const SETTINGS_KINDS: Record<SettingsListKind, KindConfig> = {
  countries: {
    fields: ['name', 'iso2'],
    rowSchema: countryRowSchema,
    pageSchema: countryPageSchema,
    bodySchema: countryBodySchema,
    listPath: LOCATIONS_PATH,
  },
  states: {
    fields: ['name', 'code'],
    rowSchema: stateRowSchema,
    pageSchema: statePageSchema,
    bodySchema: stateBodySchema,
    listPath: `${LOCATIONS_PATH}/states`,
  },
  cities: {
    fields: ['stateExternalId', 'name'],
    rowSchema: cityRowSchema,
    pageSchema: cityPageSchema,
    bodySchema: cityBodySchema,
    listPath: `${LOCATIONS_PATH}/cities`,
  },
  'working-locations': { ...named, listPath: `${SETTINGS_PATH}/working-locations` },
  'hiring-managers': { ...named, listPath: `${SETTINGS_PATH}/hiring-managers` },
  projects: { ...named, listPath: `${SETTINGS_PATH}/projects` },
  // Its own form (DistributionListForm: name, description, addresses); `fields` is the name only.
  'distribution-list': {
    ...named,
    rowSchema: distributionListRowSchema,
    pageSchema: distributionListPageSchema,
    listPath: `${SETTINGS_PATH}/distribution-list`,
  },
};

export const settingsNewPath = (kind: SettingsListKind) => `${SETTINGS_PATH}/${kind}/new`;
export const settingsEditPath = (kind: SettingsListKind, externalId: string) =>
  `${SETTINGS_PATH}/${kind}/${encodeURIComponent(externalId)}/edit`;

/** The list a settings page is about: the first path segment after /internal/settings (SET-03 paths). */
export function settingsKindOf(pathname: string): SettingsListKind | null {
  const segment = pathname.replace(/^\/internal\/settings\/?/, '').split('/')[0] ?? '';
  return (SETTINGS_LIST_KINDS as readonly string[]).includes(segment) ? (segment as SettingsListKind) : null;
}

export const LOCATION_KINDS = [
  'countries',
  'states',
  'cities',
] as const satisfies readonly SettingsListKind[];
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The list a Locations page shows: /locations is the countries, /locations/{states,cities} the others. */
export function locationKindOf(pathname: string): LocationKind {
  const last = pathname.replace(/\/$/, '').split('/').at(-1);
  return last === 'states' || last === 'cities' ? last : 'countries';
}
