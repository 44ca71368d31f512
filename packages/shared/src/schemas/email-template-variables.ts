/**
 * ETPL-06: the placeholders an e-mail template may use, written `{{id}}` in the stored body (our one
 * syntax). The editor shows them as chips; the list comes from GET /api/engagement/email-templates/variables.
 */
export const EMAIL_TEMPLATE_VARIABLE_GROUPS = [
  'Candidate',
  'Campaign owner',
  'Campaign',
  'Vacancy',
  'Survey',
] as const;
export type EmailTemplateVariableGroup = (typeof EMAIL_TEMPLATE_VARIABLE_GROUPS)[number];

export type EmailTemplateVariable = { id: string; label: string; group: EmailTemplateVariableGroup };

const v = (group: EmailTemplateVariableGroup, id: string, label: string): EmailTemplateVariable => ({
  id,
  label,
  group,
});

export const EMAIL_TEMPLATE_VARIABLES: readonly EmailTemplateVariable[] = [
  v('Candidate', 'candidate.firstName', 'First name'),
  v('Candidate', 'candidate.middleName', 'Middle name'),
  v('Candidate', 'candidate.lastName', 'Last name'),
  v('Candidate', 'candidate.fullName', 'Full name'),
  v('Candidate', 'candidate.email', 'E-mail'),
  v('Candidate', 'candidate.phone', 'Phone'),
  v('Candidate', 'candidate.country', 'Country'),
  v('Candidate', 'candidate.city', 'City'),
  v('Candidate', 'candidate.state', 'State'),
  v('Candidate', 'candidate.yearsOfExperience', 'Years of experience'),
  v('Candidate', 'candidate.languages', 'Languages'),
  v('Candidate', 'candidate.education', 'Education'),
  v('Candidate', 'candidate.skills', 'Skills'),
  v('Candidate', 'candidate.secondarySkills', 'Secondary skills'),
  v('Candidate', 'candidate.linkedinUrl', 'LinkedIn URL'),
  v('Campaign owner', 'owner.firstName', 'First name'),
  v('Campaign owner', 'owner.lastName', 'Last name'),
  v('Campaign owner', 'owner.fullName', 'Full name'),
  v('Campaign owner', 'owner.email', 'E-mail'),
  v('Campaign owner', 'owner.phone', 'Phone'),
  v('Campaign', 'campaign.title', 'Title'),
  v('Campaign', 'campaign.startDate', 'Start date'),
  v('Campaign', 'campaign.endDate', 'End date'),
  v('Vacancy', 'vacancy.title', 'Title'),
  v('Vacancy', 'vacancy.id', 'ID'),
  v('Vacancy', 'vacancy.location', 'Location'),
  v('Vacancy', 'vacancy.type', 'Type'),
  v('Vacancy', 'vacancy.jobType', 'Job type'),
  v('Vacancy', 'vacancy.skills', 'Skills'),
  v('Vacancy', 'vacancy.workingLocation', 'Working location'),
  v('Vacancy', 'vacancy.workModel', 'Work model'),
  v('Vacancy', 'vacancy.description', 'Description'),
  v('Survey', 'survey.link', 'Survey link'),
];

const KNOWN = new Set(EMAIL_TEMPLATE_VARIABLES.map((variable) => variable.id));

/** Every `{{...}}` of a text, as written (trimmed inside the braces). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1] ?? '');
}

/** ETPL-19: the placeholders of a text that are not variables of ours (the API answers them 406). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set(placeholdersIn(text).filter((id) => !KNOWN.has(id)))];
}
