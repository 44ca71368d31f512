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
  skillPageSchema,
  skillRowSchema,
  stateBodySchema,
  statePageSchema,
  stateRowSchema,
  type CityRow,
  type CountryRow,
  type DistributionListRow,
  type NamedItemRow,
  type SettingsListKind,
  type SkillRow,
  type StateRow,
} from '@talent-desk/shared';
import type { z } from 'zod';

export const SETTINGS_PATH = '/internal/settings';
/** SET-02: the default settings page. */
export const LOCATIONS_PATH = `${SETTINGS_PATH}/locations`;

/** A row of any settings reference list. */
export type SettingsRow = (CountryRow | StateRow | CityRow | NamedItemRow | SkillRow | DistributionListRow) &
  Partial<CountryRow & StateRow & CityRow & NamedItemRow & SkillRow & DistributionListRow>;

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
  /** The list's path segment under /internal/settings when it is not the kind (SET-03: skill-management). */
  segment?: string;
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
  // SET-03 names the pages skill-management; the API's list is /api/settings/skills.
  skills: {
    ...named,
    rowSchema: skillRowSchema,
    pageSchema: skillPageSchema,
    listPath: `${SETTINGS_PATH}/skill-management`,
    segment: 'skill-management',
  },
  // Its own form (DistributionListForm: name, description, addresses); `fields` is the name only.
  'distribution-list': {
    ...named,
    rowSchema: distributionListRowSchema,
    pageSchema: distributionListPageSchema,
    listPath: `${SETTINGS_PATH}/distribution-list`,
  },
};

/** The path segment of a kind's pages: the kind itself, or its own (skills: skill-management). */
const segmentOf = (kind: SettingsListKind) => SETTINGS_KINDS[kind].segment ?? kind;

export const settingsNewPath = (kind: SettingsListKind) => `${SETTINGS_PATH}/${segmentOf(kind)}/new`;
export const settingsEditPath = (kind: SettingsListKind, externalId: string) =>
  `${SETTINGS_PATH}/${segmentOf(kind)}/${encodeURIComponent(externalId)}/edit`;

/** SET-03 projects/{gloId}/import: a project from GLO-R, for review. */
export const projectImportPath = (gloId: string) =>
  `${SETTINGS_PATH}/projects/${encodeURIComponent(gloId)}/import`;

/** The list a settings page is about: the first path segment after /internal/settings (SET-03 paths). */
export function settingsKindOf(pathname: string): SettingsListKind | null {
  const segment = pathname.replace(/^\/internal\/settings\/?/, '').split('/')[0] ?? '';
  const kinds = Object.keys(SETTINGS_KINDS) as SettingsListKind[];
  return kinds.find((kind) => segmentOf(kind) === segment) ?? null;
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
