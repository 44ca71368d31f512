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

/** A variable of a template's menu; `group` is a heading of that menu (campaign and general lists differ). */
export type EmailTemplateVariable = { id: string; label: string; group: string };

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

/** Every `{{...}}` of a text, as written (trimmed inside the braces). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1] ?? '');
}

/**
 * ETPL-19: the placeholders of a text that are not among `variables` (the API answers them 406). A
 * campaign template knows the ETPL-06 list; a general template its own (general-email-template.ts).
 */
export function unknownPlaceholders(
  text: string,
  variables: readonly EmailTemplateVariable[] = EMAIL_TEMPLATE_VARIABLES,
): string[] {
  const known = new Set(variables.map((variable) => variable.id));
  return [...new Set(placeholdersIn(text).filter((id) => !known.has(id)))];
}

/**
 * The values of the variables for one message. Text in a subject is used as it is; in HTML every value
 * goes through `escape`, so a candidate's name can never inject markup. A chip's span (the editor's
 * storage form) is replaced with the value itself; unknown placeholders stay as written. `escape` gets the
 * variable's id too, so a renderer may write one variable differently (a link as an anchor).
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  escape: (value: string, id: string) => string = (value) => value,
): string {
  const value = (id: string, written: string) => (id in values ? escape(values[id] ?? '', id) : written);
  return text
    .replace(/<span data-variable="([^"]*)">\{\{\s*([^{}]*?)\s*\}\}<\/span>/g, (written, _attr, id: string) =>
      value(id, written),
    )
    .replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (written, id: string) => value(id, written));
}

/** ETPL preview: a sample candidate, vacancy and campaign, so a template reads as it will be received. */
export const SAMPLE_VARIABLE_VALUES: Readonly<Record<string, string>> = {
  'candidate.firstName': 'Asha',
  'candidate.middleName': 'R.',
  'candidate.lastName': 'Verma',
  'candidate.fullName': 'Asha R. Verma',
  'candidate.email': 'asha.verma@example.com',
  'candidate.phone': '+919812345678',
  'candidate.country': 'India',
  'candidate.city': 'Pune',
  'candidate.state': '',
  'candidate.yearsOfExperience': '5-7 years',
  'candidate.languages': 'English, Hindi',
  'candidate.education': "Master's degree",
  'candidate.skills': 'Java, Spring Boot, AWS',
  'candidate.secondarySkills': 'Kubernetes',
  'candidate.linkedinUrl': 'https://www.linkedin.com/in/asha-verma',
  'owner.firstName': 'Daniel',
  'owner.lastName': 'Reyes',
  'owner.fullName': 'Daniel Reyes',
  'owner.email': 'recruiter@talentdesk.test',
  'owner.phone': '+13125550182',
  'campaign.title': 'Java engineers, spring round',
  'campaign.startDate': '01-03-2026',
  'campaign.endDate': '31-03-2026',
  'vacancy.title': 'Senior Java Engineer',
  'vacancy.id': 'GLO-V-1042',
  'vacancy.location': 'Pune, India',
  'vacancy.type': 'External',
  'vacancy.jobType': 'Full time',
  'vacancy.skills': 'Java, Spring Boot',
  'vacancy.workingLocation': 'Pune office',
  'vacancy.workModel': 'Hybrid',
  'vacancy.description': 'Build and run the payment services of a fast-growing product team.',
  'survey.link': 'https://talentdesk.example/survey/sample',
};
