import { eq, inArray, sql } from 'drizzle-orm';
import {
  campaigns,
  campaignSurveyQuestions,
  candidates,
  skills,
  users,
  vacancies,
  vacancySkills,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import type {
  TemplateCampaign,
  TemplateCandidate,
  TemplateOwner,
  TemplateVacancy,
} from '../email-templates/template-values.js';

/** What every e-mail of a campaign shares: its own copy of the e-mail, owner, vacancy, survey or not. */
export type CampaignContent = {
  id: number;
  from: string | null;
  subject: string;
  body: string;
  campaign: TemplateCampaign;
  owner: TemplateOwner;
  vacancy: TemplateVacancy;
  hasSurvey: boolean;
};

/** A campaign's e-mail and the facts its placeholders name; null when it is gone. */
export async function campaignContent(db: Queryable, campaignId: number): Promise<CampaignContent | null> {
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      from: campaigns.fromAddress,
      subject: campaigns.subject,
      body: campaigns.body,
      startTime: campaigns.startTime,
      endTime: campaigns.endTime,
      vacancyId: campaigns.vacancyId,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
      ownerTelephone: users.telephone,
      hasSurvey: sql<boolean>`exists (select 1 from ${campaignSurveyQuestions} where ${campaignSurveyQuestions.campaignId} = ${campaigns.id})`,
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.ownerUserId))
    .where(eq(campaigns.id, campaignId));
  if (!row) return null;
  return {
    id: row.id,
    from: row.from,
    subject: row.subject ?? '',
    body: row.body ?? '',
    campaign: { name: row.name, startTime: row.startTime, endTime: row.endTime },
    owner:
      row.ownerFirstName !== null && row.ownerLastName !== null && row.ownerEmail !== null
        ? {
            firstName: row.ownerFirstName,
            lastName: row.ownerLastName,
            email: row.ownerEmail,
            telephone: row.ownerTelephone,
          }
        : null,
    vacancy: row.vacancyId === null ? null : await campaignVacancy(db, row.vacancyId),
    hasSurvey: row.hasSurvey,
  };
}

/**
 * The vacancy a campaign is about, with its skills' names.
 * @scope the vacancy the campaign's staff owner chose; read by the sending job for its e-mails only.
 */
async function campaignVacancy(db: Queryable, vacancyId: number): Promise<TemplateVacancy> {
  const [row] = await db
    .select({
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
      type: vacancies.type,
      workingLocation: vacancies.workingLocation,
      description: vacancies.description,
    })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  if (!row) return null;
  const names = await db
    .select({ name: skills.name })
    .from(vacancySkills)
    .innerJoin(skills, eq(skills.id, vacancySkills.skillId))
    .where(eq(vacancySkills.vacancyId, vacancyId))
    .orderBy(skills.name);
  return { ...row, skills: names.map((s) => s.name) };
}

/** The names of a candidate's languages or skills (primary or secondary), as a text array. */
const namesOf = (junction: 'languages' | 'primary' | 'secondary') => {
  if (junction === 'languages')
    return sql<
      string[]
    >`coalesce((select array_agg(l.name order by l.name) from candidate_languages cl join languages l on l.id = cl.language_id where cl.candidate_id = ${candidates.id}), '{}')`;
  const primary = junction === 'primary';
  return sql<
    string[]
  >`coalesce((select array_agg(s.name order by s.name) from candidate_skills cs join skills s on s.id = cs.skill_id where cs.candidate_id = ${candidates.id} and cs.is_primary = ${primary}), '{}')`;
};

/**
 * The placeholders' facts of a batch of recipients, by candidate id.
 * @scope the recipients of a campaign, taken at its opening through the audience's scoped where
 * (candidateListWhere); only the sending job reads them, for their own e-mails.
 */
export async function templateCandidates(
  db: Queryable,
  candidateIds: readonly number[],
): Promise<Map<number, TemplateCandidate>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      middleName: candidates.middleName,
      lastName: candidates.lastName,
      fullName: candidates.fullName,
      email: candidates.email,
      phone: candidates.phone,
      country: candidates.country,
      state: candidates.state,
      city: candidates.city,
      yearsOfExperience: candidates.yearsOfExperience,
      educationalQualification: candidates.educationalQualification,
      linkedinUrl: candidates.linkedinUrl,
      languages: namesOf('languages'),
      skills: namesOf('primary'),
      secondarySkills: namesOf('secondary'),
    })
    .from(candidates)
    .where(inArray(candidates.id, [...candidateIds]));
  return new Map(rows.map(({ id, ...candidate }) => [id, candidate]));
}
