import type { GloRVacancy } from './glo-r-connector.js';

type CatalogueEntry = Omit<GloRVacancy, 'gloVacancyId' | 'description'> & { duties: string[] };

/** The first id of the built-in GLO-R catalogue: GLO-V-9001 .. GLO-V-9010 are there to be imported. */
export const BUILT_IN_GLO_R_FIRST = 9001;

const CATALOGUE: readonly CatalogueEntry[] = [
  {
    title: 'Staff Site Reliability Engineer',
    type: 'EXTERNAL',
    status: 'OPEN',
    businessGroupName: 'North America',
    projectName: 'Nimbus Cloud',
    hiringManager: 'Liam Chen',
    workingLocation: 'Remote, USA',
    openings: 2,
    skills: ['Kubernetes', 'Terraform', 'Go', 'Prometheus'],
    duties: ['Own the reliability of the platform’s core services.', 'Lead incident reviews.'],
  },
  {
    title: 'Senior Java Developer',
    type: 'EXTERNAL',
    status: 'OPEN',
    businessGroupName: 'India',
    projectName: 'Helix Payments',
    hiringManager: 'Arjun Mehta',
    workingLocation: 'Pune, India (on site)',
    openings: 3,
    skills: ['Java', 'Spring Boot', 'SQL'],
    duties: ['Build payment services end to end.', 'Mentor two junior developers.'],
  },
  {
    title: 'Data Platform Engineer',
    type: 'INTERNAL',
    status: 'OPEN',
    businessGroupName: 'Europe',
    projectName: 'Vega Data Lake',
    hiringManager: 'Hannah Weber',
    workingLocation: 'Berlin, Germany (hybrid)',
    openings: 1,
    skills: ['Python', 'Apache Spark', 'SQL', 'Airflow'],
    duties: ['Run the data lake’s ingestion.', 'Keep the pipelines observable.'],
  },
  {
    title: 'QA Automation Lead',
    type: 'EXTERNAL',
    status: 'ON_HOLD',
    businessGroupName: 'North America',
    projectName: 'Polaris CRM',
    hiringManager: 'Grace Kim',
    workingLocation: 'Austin, Texas (hybrid)',
    openings: 1,
    skills: ['Selenium', 'Cypress', 'Java'],
    duties: ['Set the test strategy of the CRM.', 'Grow the automation suite.'],
  },
  {
    title: 'React Native Developer',
    type: 'EXTERNAL',
    status: 'OPEN',
    businessGroupName: 'Latin America',
    projectName: 'Aurora Mobile',
    hiringManager: 'Sofia Marquez',
    workingLocation: 'Remote, Mexico',
    openings: 2,
    skills: ['React', 'TypeScript', 'React Native'],
    duties: ['Ship the mobile app’s new onboarding.', 'Pair with designers daily.'],
  },
  {
    title: 'SAP FICO Consultant',
    type: 'EXTERNAL',
    status: 'OPEN',
    businessGroupName: null,
    projectName: null,
    hiringManager: null,
    workingLocation: 'Bengaluru, India',
    openings: 1,
    skills: ['SAP FICO'],
    duties: ['Configure finance and controlling for a rollout.'],
  },
];

function describe(entry: CatalogueEntry): string {
  return [
    `${entry.title}${entry.projectName ? ` for ${entry.projectName}` : ''}.`,
    '',
    'What you will do:',
    ...entry.duties.map((duty) => `- ${duty}`),
  ].join('\n');
}

/** The built-in GLO-R vacancy with this id (GLO-V-9001 ..), or null. */
export function builtInGloRVacancy(gloVacancyId: string): GloRVacancy | null {
  const match = /^GLO-V-(\d+)$/.exec(gloVacancyId);
  const entry = match ? CATALOGUE[Number(match[1]) - BUILT_IN_GLO_R_FIRST] : undefined;
  if (!entry) return null;
  const { duties: _duties, ...fields } = entry;
  return { gloVacancyId, ...fields, description: describe(entry) };
}
