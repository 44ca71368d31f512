import {
  apiErrorSchema,
  SETTINGS_LIST_NOUNS,
  SETTINGS_USAGE_CAP,
  type SettingsListKind,
} from '@talent-desk/shared';

/** What each list's body looks like in the OpenAPI document (one valid example each). */
export const BODY_EXAMPLES: Record<SettingsListKind, object> = {
  countries: { name: 'Portugal', iso2: 'PT' },
  states: { name: 'Puerto Rico', code: 'PR' },
  cities: { name: 'Springfield', stateExternalId: '3f2b6a43-2d7b-4c64-8f0e-2c8d5f4f9a10' },
  'working-locations': { name: 'Austin, TX (hybrid)' },
  'hiring-managers': { name: 'Priya Raman' },
  projects: { name: 'Payments Platform' },
  skills: { name: 'Kubernetes' },
  'distribution-list': {
    name: 'Hiring leads',
    description: 'Weekly pipeline summary',
    addresses: ['priya.raman@example.com', 'sam.lee@example.com'],
  },
};

const WHO_USES: Record<SettingsListKind, string> = {
  countries: "candidates, vendors and users keep the country's name",
  states: "US candidates keep the state's name; its cities belong to it",
  cities: "US candidates keep the city's and the state's names",
  'working-locations': 'vacancies keep the name (workingLocation); a rename renames it on them',
  'hiring-managers': 'vacancies keep the name (hiringManager); a rename renames it on them',
  projects: 'vacancies keep the name (projectName); a rename renames it on them',
  skills: 'candidates and vacancies link to it by id: `candidateCount`, `vacancyCount`',
  'distribution-list': 'nothing refers to a distribution list yet: always 0',
};

/** Summaries, descriptions and the domain statuses of one list's five operations. */
export function referenceDocs(kind: SettingsListKind) {
  const noun = SETTINGS_LIST_NOUNS[kind];
  const renameRule =
    kind === 'skills'
      ? 'Candidates and vacancies link to a skill by id, so a rename is always allowed; a name taken in any case is a 409.'
      : ['working-locations', 'hiring-managers', 'projects'].includes(kind)
        ? 'Renaming renames every vacancy that uses it, in the same transaction.'
        : 'Renaming (or moving) is refused with 409 while anything uses it.';
  return {
    list: {
      summary: `List ${kind === 'distribution-list' ? 'distribution lists' : kind.replace('-', ' ')} (Settings)`,
      description:
        `Paged (page, size 5/15/25/50/100, order by name), search: part of the name${kind === 'countries' || kind === 'states' ? ' or code' : ''}. ` +
        `\`usage\` counts what uses each row (${WHO_USES[kind]}), up to ${SETTINGS_USAGE_CAP}.`,
    },
    create: { summary: `Create a ${noun}` },
    read: { summary: `Read a ${noun}` },
    update: { summary: `Edit a ${noun}`, description: renameRule },
    remove: {
      summary: `Delete a ${noun}`,
      description:
        kind === 'skills'
          ? 'Refused with 409 while candidates, vacancies, audiences or unopened campaigns use it (merge it instead).'
          : 'Refused with 409 while anything uses it.',
    },
    notFound: { 404: apiErrorSchema.describe(`'Not found': no ${noun} has this id`) },
    taken: {
      409: apiErrorSchema.describe(
        `'A ${noun} with this name (or code) already exists' (fields names it), or the ${noun} is in use ` +
          `('The ${noun} '...' is used by 3 candidates: it cannot be renamed or moved'), or fixed (USA, India)`,
      ),
    },
  };
}
