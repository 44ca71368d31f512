import { INDIA_GROUP_NAME, type VacancyStatus, type VacancyType } from '@talent-desk/shared';
import { DEMO_HISTORY_DAYS } from './demo-constants.js';
import type { Rng } from '../prng.js';
import { BUSINESS_GROUP_NAMES } from '../reference/reference-business-groups.js';

/** A vacancy before its business group, creator and vendors are turned into ids. */
export type DemoVacancy = {
  title: string;
  gloVacancyId: string;
  status: VacancyStatus;
  type: VacancyType;
  businessGroupName: string;
  projectName: string;
  publishToExternalApp: boolean;
  hiringManager: string;
  workingLocation: string;
  openings: number;
  description: string;
  /** Skill names (of the reference list) the vacancy requires. */
  requiredSkills: string[];
  createdAt: Date;
  /** Vendor names the vacancy is shared with. */
  sharedWith: string[];
};

const ROLES = [
  'Java Developer',
  'React Developer',
  'Full Stack Engineer',
  'Data Engineer',
  'QA Automation Engineer',
  'DevOps Engineer',
  'Business Analyst',
  'Cloud Architect',
  'Python Developer',
  'Salesforce Consultant',
  'Scrum Master',
  'UX Designer',
  'Android Developer',
  'SAP FICO Consultant',
  'Network Engineer',
  'Project Manager',
] as const;
const LEVELS = ['Junior', '', 'Senior', 'Lead'] as const;
const PROJECTS = [
  'Atlas Migration',
  'Phoenix Platform',
  'Orion Analytics',
  'Helix Payments',
  'Nimbus Cloud',
  'Aurora Mobile',
  'Vega Data Lake',
  'Polaris CRM',
] as const;
const HIRING_MANAGERS = [
  'Priya Raman',
  'Daniel Okafor',
  'Sofia Marquez',
  'Liam Chen',
  'Hannah Weber',
  'Arjun Mehta',
  'Grace Kim',
] as const;
const OPENINGS = [1, 1, 2, 1, 3, 1, 2, 5] as const;
const LOCATIONS = [
  'Austin, Texas (hybrid)',
  'Remote, USA',
  'Bengaluru, India',
  'Pune, India (on site)',
  'Berlin, Germany (hybrid)',
  'Kraków, Poland',
  'London, United Kingdom',
  'Toronto, Canada (remote)',
] as const;
/** Skills of the reference list, by role family (the required skills of a demo vacancy). */
const SKILLS_BY_ROLE: Record<string, readonly string[]> = {
  Java: ['Java', 'Spring Boot', 'SQL'],
  React: ['React', 'TypeScript', 'JavaScript'],
  'Full Stack': ['TypeScript', 'Node.js', 'React'],
  Data: ['Python', 'SQL', 'Apache Spark'],
  QA: ['Selenium', 'Java', 'Cypress'],
  DevOps: ['Docker', 'Kubernetes', 'Terraform'],
  Cloud: ['Amazon Web Services', 'Microsoft Azure', 'Terraform'],
  Python: ['Python', 'Django', 'SQL'],
  Android: ['Kotlin', 'Android Development', 'Java'],
};

function requiredSkillsFor(title: string): string[] {
  const family = Object.keys(SKILLS_BY_ROLE).find((key) => title.includes(key));
  return family ? [...(SKILLS_BY_ROLE[family] ?? [])] : [];
}

function descriptionFor(title: string, project: string, location: string): string {
  return [
    `We are looking for a ${title} to join the ${project} team.`,
    '',
    'What you will do:',
    '- Build and run features end to end with a small cross-functional team.',
    '- Review code, share knowledge and keep quality high.',
    '',
    `Where: ${location}. Full time, with flexible hours.`,
  ].join('\n');
}

const CLOSED_STATUSES = [
  'CLOSED',
  'CLOSED_REJECTED',
  'CLOSED_FULFILLED_INTERNALLY',
  'CLOSED_NO_LONGER_VALID',
  'CLOSED_PERSON_JOINED',
] as const satisfies readonly VacancyStatus[];

/** The first readable GLO-R vacancy id ('GLO-V-1001'). */
export const FIRST_GLO_VACANCY_NUMBER = 1001;
/** The demo vendors (docs/architecture.md §3a) each get this many OPEN vacancies shared with them. */
export const DEMO_VENDOR_OPEN_SHARES = 6;

/**
 * `count` vacancies: mostly OPEN (some ON_HOLD, some closed), EXTERNAL and INTERNAL, spread over the
 * business groups with every fifth in the India group. Each of `demoVendors` gets several OPEN vacancies
 * shared with it; the other active vendors get a few OPEN or ON_HOLD ones.
 */
export function buildDemoVacancies(
  rng: Rng,
  count: number,
  demoVendors: readonly string[],
  otherVendors: readonly string[],
  anchorMs: number,
): DemoVacancy[] {
  const earliest = anchorMs - DEMO_HISTORY_DAYS * 86_400_000;
  const vacancies: DemoVacancy[] = [];
  for (let i = 0; i < count; i++) {
    // The generator is called in the same order as before these vacancies had their own fields (title,
    // status, type, group, project, publish roll, date): every demo row generated after them stays as it was.
    const level = rng.pick(LEVELS);
    const drawn: VacancyStatus = rng.weighted(['OPEN', 'ON_HOLD', 'CLOSED'], [70, 12, 18]);
    const title = `${level ? `${level} ` : ''}${rng.pick(ROLES)}`;
    const status = drawn === 'CLOSED' ? rng.pick(CLOSED_STATUSES) : drawn;
    const type: VacancyType = rng.chance(0.7) ? 'EXTERNAL' : 'INTERNAL';
    const businessGroupName = i % 5 === 0 ? INDIA_GROUP_NAME : rng.pick(BUSINESS_GROUP_NAMES);
    const projectName = rng.pick(PROJECTS);
    const publishRoll = rng.chance(0.4);
    const createdAt = new Date(earliest + rng.int(DEMO_HISTORY_DAYS / 2) * 86_400_000 + rng.int(86_400_000));
    const workingLocation = LOCATIONS[(i * 5) % LOCATIONS.length] ?? 'Remote, USA';
    vacancies.push({
      title,
      gloVacancyId: `GLO-V-${FIRST_GLO_VACANCY_NUMBER + i}`,
      status,
      type,
      businessGroupName,
      projectName,
      // Only open vacancies are on the careers site (publishing needs OPEN).
      publishToExternalApp: publishRoll && status === 'OPEN',
      hiringManager: HIRING_MANAGERS[i % HIRING_MANAGERS.length] ?? 'Priya Raman',
      workingLocation,
      openings: OPENINGS[i % OPENINGS.length] ?? 1,
      description: descriptionFor(title, projectName, workingLocation),
      requiredSkills: requiredSkillsFor(title),
      createdAt,
      sharedWith: [],
    });
  }
  pinFirstVacancy(vacancies);
  // Every closed status shows up at least once (the first closed vacancies take them in turn); still
  // closed, so no share or pipeline changes.
  vacancies
    .filter((v) => (CLOSED_STATUSES as readonly VacancyStatus[]).includes(v.status))
    .slice(0, CLOSED_STATUSES.length)
    .forEach((v, k) => {
      v.status = CLOSED_STATUSES[k] ?? v.status;
    });
  // The demo vendors' shares: the first open vacancies in turn, so each has DEMO_VENDOR_OPEN_SHARES
  // and they overlap a little (a vacancy shared with two vendors).
  const open = vacancies.filter((v) => v.status === 'OPEN');
  demoVendors.forEach((vendor, k) => {
    for (let j = 0; j < DEMO_VENDOR_OPEN_SHARES && j < open.length; j++) {
      open[(k * (DEMO_VENDOR_OPEN_SHARES - 2) + j) % open.length]?.sharedWith.push(vendor);
    }
  });
  // The first demo vendor also has an ON_HOLD and a closed vacancy shared with it: it sees the first,
  // never the second (the VENDOR scope: docs/architecture.md §3).
  const first = demoVendors[0];
  if (first) {
    vacancies.find((v) => v.status === 'ON_HOLD')?.sharedWith.push(first);
    vacancies.find((v) => v.status !== 'OPEN' && v.status !== 'ON_HOLD')?.sharedWith.push(first);
  }
  // The pinned vacancy is shared with every demo vendor, whatever the rotation above gave.
  for (const vendor of demoVendors) {
    if (vacancies[0] && !vacancies[0].sharedWith.includes(vendor)) vacancies[0].sharedWith.push(vendor);
  }
  const visible = vacancies.filter((v) => v.status === 'OPEN' || v.status === 'ON_HOLD');
  for (const vendor of otherVendors) {
    for (let j = 0; j < 3 && visible.length > 0; j++) {
      const vacancy = rng.pick(visible);
      if (!vacancy.sharedWith.includes(vendor)) vacancy.sharedWith.push(vendor);
    }
  }
  return vacancies;
}

/**
 * The first demo vacancy is fixed so that the README's walkthrough and the browser tests can name it:
 * OPEN, outside the India group, published to GLO-R and shared with every demo vendor.
 */
export const PINNED_DEMO_VACANCY = {
  title: 'Senior Platform Engineer',
  gloVacancyId: `GLO-V-${FIRST_GLO_VACANCY_NUMBER}`,
  businessGroupName: 'North America',
} as const;

function pinFirstVacancy(vacancies: DemoVacancy[]): void {
  const first = vacancies[0];
  if (!first) return;
  Object.assign(first, {
    title: PINNED_DEMO_VACANCY.title,
    status: 'OPEN',
    type: 'EXTERNAL',
    businessGroupName: PINNED_DEMO_VACANCY.businessGroupName,
    publishToExternalApp: true,
    requiredSkills: ['Kubernetes', 'Go', 'Amazon Web Services', 'Terraform'],
    description: descriptionFor(PINNED_DEMO_VACANCY.title, first.projectName, first.workingLocation),
  } satisfies Partial<DemoVacancy>);
}
