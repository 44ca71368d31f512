import {
  apiErrorSchema,
  VACANCY_EXPORT_MAX,
  VACANCY_LIMITS,
  VACANCY_MESSAGES,
  VACANCY_SORT_COLUMNS,
  vacancyBodySchema,
} from '@talent-desk/shared';

/** A vacancy an ADMIN or TAG can save as it is (skills and group: ids of the reference lists). */
const VACANCY_EXAMPLE = {
  title: 'Senior Data Engineer',
  gloVacancyId: 'GLO-V-2042',
  type: 'EXTERNAL',
  status: 'OPEN',
  businessGroupExternalId: null,
  projectName: 'Atlas Migration',
  hiringManager: 'Priya Raman',
  workingLocation: 'Austin, Texas (hybrid)',
  openings: 2,
  description: 'Build pipelines.\nOwn the warehouse.',
  requiredSkillExternalIds: [],
};

/** POST /api/vacancies, PUT /api/vacancies/{id} and the import's POST: the vacancy form. */
export const vacancyBodyDoc = vacancyBodySchema.meta({
  description:
    `title ${VACANCY_LIMITS.titleMin}-${VACANCY_LIMITS.titleMax} characters; gloVacancyId optional, ` +
    `letters, digits, - and _, unique; openings 1-${VACANCY_LIMITS.openingsMax}; description plain text ` +
    `up to ${VACANCY_LIMITS.descriptionMax} characters (line breaks kept); up to ${VACANCY_LIMITS.skillsMax} ` +
    'required skills by externalId. An empty text is stored as null.',
  examples: [VACANCY_EXAMPLE],
});

const VISIBILITY =
  'A VENDOR sees only vacancies shared with its vendor that are OPEN or ON_HOLD; any other id is 404.';

export const vacancyErrors = {
  notFound: { 404: apiErrorSchema.describe(`'Vacancy not found' (or not visible to the user)`) },
  gloIdTaken: { 409: apiErrorSchema.describe(`'${VACANCY_MESSAGES.gloVacancyIdTaken}'`) },
  vendorInactive: { 409: apiErrorSchema.describe(`'${VACANCY_MESSAGES.vendorInactive}'`) },
  notShared: { 404: apiErrorSchema.describe(`No such vacancy, or '${VACANCY_MESSAGES.notShared}'`) },
  gloR: {
    404: apiErrorSchema.describe(`'${VACANCY_MESSAGES.gloVacancyNotFound}'`),
    502: apiErrorSchema.describe('GLO-R did not answer, or not as agreed'),
  },
};

/** Summary and description of each vacancy operation. */
export const VACANCY_DOCS = {
  list: {
    summary: 'List vacancies (VAC-04)',
    description:
      `Paged (page, size 5/15/25/50/100, column ${VACANCY_SORT_COLUMNS.join('/')}, order; default ` +
      'createdAt desc). Filters: search (part of the title or GLO-R id), statuses, types, ' +
      'businessGroupExternalIds, projectNames, vendorExternalIds (shared with any of them; each ' +
      'repeatable), published (true/false), createdFrom/createdTo (YYYY-MM-DD, inclusive). ' +
      'newCandidatesCount counts the candidates still PENDING. ' +
      `${VISIBILITY} A VENDOR's counts are its own candidates and its own vendor.`,
  },
  export: {
    summary: 'Export the vacancy list as xlsx',
    description:
      'The list’s filters (and search) and order as JSON; the same scope as the list. ' +
      `At most ${VACANCY_EXPORT_MAX.toLocaleString('en-GB')} rows (400 beyond: narrow the filters).`,
  },
  read: {
    summary: 'Read a vacancy',
    description:
      `The row with every field, the required skills and publicUrl (what Copy link copies: VAC-17). ${VISIBILITY} ` +
      'A VENDOR’s answer leaves out the fields marked staff only (its creator, business group id, publicUrl).',
  },
  create: { summary: 'Create a vacancy', description: 'It starts unpublished and shared with nobody.' },
  update: {
    summary: 'Edit a vacancy',
    description: 'Replaces every field, required skills included. Publishing is its own call.',
  },
  publish: {
    summary: 'Publish or unpublish a vacancy (VAC-09..11)',
    description:
      `Sets publishToExternalApp. Only an OPEN vacancy can be published: otherwise 400 '${VACANCY_MESSAGES.publishNotOpen}' ` +
      '(VAC-13). Unpublishing is always allowed. Answers the details.',
  },
  share: {
    summary: 'Share vacancies with vendors (VAC-19..21)',
    description:
      'Every vacancy with every vendor, all or nothing. Unknown ids are a 400 naming the list; an INACTIVE ' +
      'vendor is 409. Pairs already shared are left as they are: sharedCount counts the new ones.',
  },
  vendors: {
    summary: 'The vendors a vacancy is shared with (VAC-08)',
    description: 'By vendor name, with the time each share was made. Staff only.',
  },
  stopSharing: {
    summary: 'Stop sharing a vacancy with a vendor (VAC-24/25)',
    description: 'Its users no longer see the vacancy; their candidates stay attached.',
  },
  pipeline: {
    summary: 'The candidates of a vacancy (its pipeline)',
    description:
      'Paged (column fullName/status/attachedAt/updatedAt, default attachedAt desc); filters statuses ' +
      '(repeatable) and search (part of the name or e-mail). Each row carries what the row menu and the ' +
      `GLO-R export need. ${VISIBILITY} A VENDOR sees only its own vendor's candidates, without the ` +
      'fields marked staff only (GLO-R ids, India group flag).',
  },
  importPreview: {
    summary: 'Preview a vacancy import from GLO-R',
    description:
      'When a vacancy already has this GLO-R id: {existingExternalId}. Otherwise the draft body filled ' +
      'from GLO-R (business group and skills matched by name; what matched nothing is listed under ' +
      'unmatched), for review before saving.',
  },
  importSave: {
    summary: 'Save a reviewed vacancy import',
    description:
      'The vacancy body; its gloVacancyId must be the path’s (400 otherwise). A GLO-R id imported ' +
      `meanwhile is 409 '${VACANCY_MESSAGES.gloVacancyIdTaken}'.`,
  },
} as const;
