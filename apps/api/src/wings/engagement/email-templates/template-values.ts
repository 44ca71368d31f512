import {
  SAMPLE_VARIABLE_VALUES,
  VACANCY_TYPE_LABELS,
  yearsOfExperienceLabel,
  yearsOfExperienceSchema,
  type VacancyType,
} from '@talent-desk/shared';
import { formatExportDate } from '../../candidates/index.js';

/**
 * The values of the ETPL-06 variables for one real message (the campaign preview and the sender), built
 * from rows instead of the sample (SAMPLE_VARIABLE_VALUES). Absent facts are empty strings, so a
 * placeholder never shows its braces to a candidate. render-template.ts HTML-escapes every value.
 */

/** The candidate as its e-mail shows it: names, contact, place, and the labels of its lists. */
export type TemplateCandidate = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string;
  phone: string | null;
  country: string;
  state: string | null;
  city: string;
  yearsOfExperience: string;
  educationalQualification: string;
  linkedinUrl: string | null;
  languages: readonly string[];
  skills: readonly string[];
  secondarySkills: readonly string[];
};

export type TemplateOwner = {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
} | null;

export type TemplateCampaign = { name: string; startTime: Date | null; endTime: Date | null };

/** The vacancy has no location, job type or work model of its own: see docs/decisions.md. */
export type TemplateVacancy = {
  title: string;
  gloVacancyId: string | null;
  type: VacancyType;
  workingLocation: string | null;
  description: string | null;
  skills: readonly string[];
} | null;

/** The variables written as anchors in running text (their values are addresses). */
export const LINK_VARIABLES: ReadonlySet<string> = new Set(['survey.link']);

const list = (items: readonly string[]) => items.join(', ');
const day = (date: Date | null) => (date ? formatExportDate(date) : '');

function yearsLabel(value: string, country: string): string {
  const key = yearsOfExperienceSchema.safeParse(value);
  return key.success ? yearsOfExperienceLabel(key.data, country) : value;
}

export function candidateValues(c: TemplateCandidate): Record<string, string> {
  return {
    'candidate.firstName': c.firstName,
    'candidate.middleName': c.middleName ?? '',
    'candidate.lastName': c.lastName,
    'candidate.fullName': c.fullName,
    'candidate.email': c.email,
    'candidate.phone': c.phone ?? '',
    'candidate.country': c.country,
    'candidate.city': c.city,
    'candidate.state': c.state ?? '',
    // The label the candidate knows (ENUM-09/10: '0.6-1' in India), not the stored key.
    'candidate.yearsOfExperience': yearsLabel(c.yearsOfExperience, c.country),
    'candidate.languages': list(c.languages),
    'candidate.education': c.educationalQualification,
    'candidate.skills': list(c.skills),
    'candidate.secondarySkills': list(c.secondarySkills),
    'candidate.linkedinUrl': c.linkedinUrl ?? '',
  };
}

/** The sample candidate's values, for a preview when nobody matches the audience yet. */
export function sampleCandidateValues(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SAMPLE_VARIABLE_VALUES).filter(([id]) => id.startsWith('candidate.')),
  );
}

export function ownerValues(owner: TemplateOwner): Record<string, string> {
  return {
    'owner.firstName': owner?.firstName ?? '',
    'owner.lastName': owner?.lastName ?? '',
    'owner.fullName': owner ? `${owner.firstName} ${owner.lastName}` : '',
    'owner.email': owner?.email ?? '',
    'owner.phone': owner?.telephone ?? '',
  };
}

/** Dates as DD-MM-YYYY in UTC (FMT-01): the server does not know the reader's zone. */
export function campaignValues(campaign: TemplateCampaign): Record<string, string> {
  return {
    'campaign.title': campaign.name,
    'campaign.startDate': day(campaign.startTime),
    'campaign.endDate': day(campaign.endTime),
  };
}

export function vacancyValues(vacancy: TemplateVacancy): Record<string, string> {
  return {
    'vacancy.title': vacancy?.title ?? '',
    'vacancy.id': vacancy?.gloVacancyId ?? '',
    'vacancy.location': vacancy?.workingLocation ?? '',
    'vacancy.type': vacancy ? VACANCY_TYPE_LABELS[vacancy.type] : '',
    'vacancy.jobType': '',
    'vacancy.skills': list(vacancy?.skills ?? []),
    'vacancy.workingLocation': vacancy?.workingLocation ?? '',
    'vacancy.workModel': '',
    'vacancy.description': vacancy?.description ?? '',
  };
}
