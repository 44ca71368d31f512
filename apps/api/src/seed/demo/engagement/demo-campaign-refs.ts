import { asc, eq, inArray } from 'drizzle-orm';
import type { SurveyQuestionType } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import {
  audiences,
  candidates,
  emailTemplates,
  surveyQuestionOptions,
  surveyQuestions,
  surveyTemplates,
  users,
  vacancies,
} from '../../../db/schema/index.js';
import { DEMO_USERS } from '../demo-constants.js';
import { DEMO_RICH_CANDIDATES } from '../../types.js';

export type TemplateQuestion = {
  text: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options: string[];
};

/** What the demo campaigns refer to, by the names the definitions use. */
export type CampaignRefs = {
  owners: { admin: number | null; recruiter: number | null };
  audiences: Map<string, number>;
  emailTemplates: Map<string, { id: number; fromAddress: string | null; subject: string; body: string }>;
  surveys: Map<string, { id: number; questions: TemplateQuestion[] }>;
  vacancyId: number | null;
  /** The last demo (resume-carrying) candidate: bulk candidates after it are never recipients. */
  lastDemoCandidateId: number;
};

const loginOf = (role: 'ADMIN' | 'TAG') => DEMO_USERS.find((u) => u.role === role)?.email ?? '';

async function surveysByTitle(db: Queryable): Promise<CampaignRefs['surveys']> {
  const rows = await db
    .select({
      templateId: surveyTemplates.id,
      title: surveyTemplates.title,
      questionId: surveyQuestions.id,
      text: surveyQuestions.text,
      type: surveyQuestions.type,
      mandatory: surveyQuestions.mandatory,
    })
    .from(surveyTemplates)
    .innerJoin(surveyQuestions, eq(surveyQuestions.templateId, surveyTemplates.id))
    .orderBy(asc(surveyTemplates.id), asc(surveyQuestions.orderNo));
  const options = await db
    .select({ questionId: surveyQuestionOptions.questionId, value: surveyQuestionOptions.value })
    .from(surveyQuestionOptions)
    .orderBy(asc(surveyQuestionOptions.questionId), asc(surveyQuestionOptions.orderNo));
  const surveys: CampaignRefs['surveys'] = new Map();
  for (const row of rows) {
    const survey = surveys.get(row.title) ?? { id: row.templateId, questions: [] };
    survey.questions.push({
      text: row.text,
      type: row.type,
      mandatory: row.mandatory,
      options: options.filter((o) => o.questionId === row.questionId).map((o) => o.value),
    });
    surveys.set(row.title, survey);
  }
  return surveys;
}

/** Looks up the demo users, audiences, templates, a vacancy and the demo candidates' range. */
export async function loadCampaignRefs(db: Queryable): Promise<CampaignRefs> {
  const logins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [loginOf('ADMIN'), loginOf('TAG')]));
  const [vacancy] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.status, 'OPEN'))
    .orderBy(asc(vacancies.id))
    .limit(1);
  const demoCandidates = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(asc(candidates.id))
    .limit(DEMO_RICH_CANDIDATES);
  const templates = await db
    .select({
      id: emailTemplates.id,
      title: emailTemplates.title,
      fromAddress: emailTemplates.fromAddress,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.kind, 'CAMPAIGN'));
  const saved = await db.select({ id: audiences.id, name: audiences.name }).from(audiences);
  return {
    owners: {
      admin: logins.find((u) => u.email === loginOf('ADMIN'))?.id ?? null,
      recruiter: logins.find((u) => u.email === loginOf('TAG'))?.id ?? null,
    },
    audiences: new Map(saved.map((a) => [a.name, a.id])),
    emailTemplates: new Map(templates.map(({ title, ...template }) => [title, template])),
    surveys: await surveysByTitle(db),
    vacancyId: vacancy?.id ?? null,
    lastDemoCandidateId: demoCandidates[demoCandidates.length - 1]?.id ?? 0,
  };
}

/** A name the definitions use that the demo data lacks is a mistake in the definitions, not a skip. */
export function required<T>(map: Map<string, T>, name: string, what: string): T {
  const value = map.get(name);
  if (value === undefined) throw new Error(`Demo campaign refers to unknown ${what} '${name}'`);
  return value;
}
