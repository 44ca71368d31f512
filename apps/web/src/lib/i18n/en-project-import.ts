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
