import { EMAIL_TEMPLATE_MESSAGES, TOKEN_LIFETIME_HOURS } from '@talent-desk/shared';

/** English texts of the Settings section's own navigation (SET-01..03). */
export const enSettings = {
  navigation: 'Settings pages',
  pages: {
    locations: 'Locations',
    workingLocations: 'Working locations',
    hiringManagers: 'Hiring managers',
    projects: 'Projects',
    generalEmailTemplates: 'General e-mail templates',
    mailOutbox: 'Mail outbox',
  },
};

const byKind = (
  countries: string,
  states: string,
  cities: string,
  workingLocations: string,
  hiringManagers: string,
  projects: string,
) => ({
  countries,
  states,
  cities,
  'working-locations': workingLocations,
  'hiring-managers': hiringManagers,
  projects,
});

/** English texts of the settings reference lists (SET-03, SET-04): locations and the vacancy lists. */
export const enSettingsLists = {
  locationsTitle: 'Locations',
  locationsTabs: 'Location lists',
  titles: byKind('Countries', 'US states', 'Cities', 'Working locations', 'Hiring managers', 'Projects'),
  new: byKind(
    'New country',
    'New state',
    'New city',
    'New working location',
    'New hiring manager',
    'New project',
  ),
  edit: byKind(
    'Edit country {{name}}',
    'Edit state {{name}}',
    'Edit city {{name}}',
    'Edit working location {{name}}',
    'Edit hiring manager {{name}}',
    'Edit project {{name}}',
  ),
  search: byKind(
    'Search name or code',
    'Search name or code',
    'Search city or state',
    'Search working locations',
    'Search hiring managers',
    'Search projects',
  ),
  intros: byKind(
    'The countries candidates, vendors and users choose from. A country in use keeps its name; USA and India have special rules and stay as they are.',
    'The US states of US candidates and of the cities. A state in use keeps its name.',
    'The US cities offered for candidates in the USA, each in its state. A city in use keeps its name and state.',
    'The working locations the vacancy form offers. Renaming one renames it on every vacancy.',
    'The hiring managers the vacancy form offers. Renaming one renames it on every vacancy.',
    'The projects the vacancy form offers. Renaming one renames it on every vacancy.',
  ),
  usedBy: byKind(
    'Used by records',
    'Used by records',
    'Used by candidates',
    'Used by vacancies',
    'Used by vacancies',
    'Used by vacancies',
  ),
  fields: { name: 'Name', code: 'Code', state: 'State', updatedAt: 'Last changed' },
  codeHints: { iso2: 'Two letters (ISO 3166), e.g. PT', code: 'Two letters (USPS), e.g. PR' },
  unused: 'Not used',
  actions: 'Actions',
  editNamed: 'Edit {{name}}',
  deleteNamed: 'Delete {{name}}',
  deleteTitle: 'Delete {{name}}?',
  deleteText: 'It disappears from the list and from the forms that offer it. This cannot be undone.',
  delete: 'Delete',
  deleted: '{{name}} deleted',
  create: 'Create',
  created: '{{name}} created',
  save: 'Save',
  saved: '{{name}} saved',
  cancel: 'Cancel',
  loading: 'Loading',
  loadFailed: 'The list could not be loaded.',
  notFound: 'Not found',
  emptyNone: 'Nothing here yet',
  emptyNoneHint: 'Create the first one with the button above.',
  emptyFiltered: 'Nothing matches this search',
  emptyFilteredHint: 'Try part of the name.',
  clearSearch: 'Clear search',
  gloProjectId: 'GLO-R project id',
  importedFrom: 'Imported from GLO-R ({{gloId}})',
};

/** English texts of importing a project from GLO-R (SET-03 projects/{gloId}/import). */
export const enProjectImport = {
  button: 'Import from GLO-R',
  title: 'Import {{gloId}} from GLO-R',
  intro:
    'GLO-R holds this project. Check its name and save to add it to the projects the vacancy form offers.',
  asking: 'Asking GLO-R for the project…',
  save: 'Import project',
  gloIdLocked: 'The project is imported under this GLO-R id',
  sameName:
    'The list already has the project {{name}}, typed on vacancies. Saving links it to this GLO-R project instead of adding another.',
  saved: 'Project {{name}} imported',
  alreadyImported: '{{gloId}} is already imported: here is the project',
  notFound: 'GLO-R has no project {{gloId}}',
  notFoundHint: 'Check the id in GLO-R and try again from the projects list.',
  unreachable: 'GLO-R did not answer, try again',
  unreachableHint: 'Nothing was imported. GLO-R may be busy or down for a moment.',
  retrying: 'Trying again…',
  backToList: 'Back to projects',
  dialog: {
    title: 'Import a project from GLO-R',
    intro: 'Enter the id of the project in GLO-R. You review it before anything is saved.',
    gloId: 'GLO-R project id',
    required: 'Enter the GLO-R project id',
    cancel: 'Cancel',
    submit: 'Continue',
  },
};

/** English texts of Settings > General e-mail templates (issue 10): the app's own e-mails. */
export const enGeneralEmailTemplates = {
  title: 'General e-mail templates',
  intro: 'The e-mails the app sends by itself. Change their wording here; the link each one carries stays.',
  loadFailed: 'The general e-mail templates could not be loaded.',
  loading: 'Loading the e-mail template',
  editTitle: 'Edit {{title}}',
  subject: 'Subject:',
  updatedAt: 'Last changed {{date}}',
  view: 'View',
  viewNamed: 'View {{title}}',
  edit: 'Edit',
  editNamed: 'Edit {{title}}',
  save: 'Save',
  updated: EMAIL_TEMPLATE_MESSAGES.updated,
  notFound: EMAIL_TEMPLATE_MESSAGES.notFound,
  // {{link}} is filled with the placeholder itself ({{action.link}}), which i18next would read as a key.
  linkHint: 'Keep {{link}} in the message: it is the link the recipient needs.',
  purposes: {
    INVITATION: `Sent to a new user, and again with Resend invitation. Its link sets their first password and works for ${TOKEN_LIFETIME_HOURS.INVITATION} hours.`,
    PASSWORD_RESET: `Sent when someone asks for a new password on the sign-in page. Its link works for ${TOKEN_LIFETIME_HOURS.PASSWORD_RESET} hour.`,
  },
  preview: { title: 'Preview for a sample user', frame: 'The e-mail as the user sees it' },
};
