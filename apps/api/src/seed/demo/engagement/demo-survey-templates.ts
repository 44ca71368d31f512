import { eq } from 'drizzle-orm';
import type { SurveyQuestionType } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { surveyQuestionOptions, surveyQuestions, surveyTemplates, users } from '../../../db/schema/index.js';
import { DEMO_USERS } from '../demo-constants.js';

type DemoQuestion = { text: string; type: SurveyQuestionType; mandatory?: boolean; options?: string[] };

/** Survey templates a recruiting team uses, together covering the six question types (ENUM-20). */
export const DEMO_SURVEY_TEMPLATES: readonly {
  title: string;
  description: string;
  questions: DemoQuestion[];
}[] = [
  {
    title: 'Availability check',
    description: 'A minute to tell us whether now is a good time for a new role.',
    questions: [
      { text: 'Are you open to new opportunities?', type: 'BOOLEAN', mandatory: true },
      { text: 'From when could you start?', type: 'DATE' },
      {
        text: 'What is your notice period?',
        type: 'SINGLE_CHOICE',
        mandatory: true,
        options: ['Immediate', '15 days', '30 days', '60 days', '90 days'],
      },
      { text: 'Preferred work model', type: 'SELECT', options: ['Remote', 'Hybrid', 'On site'] },
    ],
  },
  {
    title: 'Skills refresh',
    description: 'Help us match you with the right vacancies.',
    questions: [
      { text: 'How many years have you worked with your main technology?', type: 'NUMBER', mandatory: true },
      {
        text: 'Which cloud platforms have you used in production?',
        type: 'MULTIPLE_CHOICE',
        options: ['AWS', 'Microsoft Azure', 'Google Cloud', 'None yet'],
      },
      { text: 'Would you take a paid technical assessment?', type: 'BOOLEAN' },
    ],
  },
  {
    title: 'Candidate experience feedback',
    description: 'How was your last interview process with us?',
    questions: [
      {
        text: 'How would you rate the process overall?',
        type: 'SINGLE_CHOICE',
        mandatory: true,
        options: ['Excellent', 'Good', 'Fair', 'Poor'],
      },
      { text: 'How many interview rounds did you have?', type: 'NUMBER' },
      { text: 'Would you recommend us to a friend?', type: 'BOOLEAN' },
    ],
  },
];

/** The demo's survey templates, created by the demo recruiter (TAG users may build them: PERM-03). */
export async function seedDemoSurveyTemplates(db: Queryable): Promise<number> {
  const recruiterEmail = DEMO_USERS.find((u) => u.role === 'TAG')?.email ?? '';
  const [recruiter] = await db.select({ id: users.id }).from(users).where(eq(users.email, recruiterEmail));
  for (const template of DEMO_SURVEY_TEMPLATES) {
    const [row] = await db
      .insert(surveyTemplates)
      .values({
        title: template.title,
        description: template.description,
        createdByUserId: recruiter?.id ?? null,
      })
      .returning({ id: surveyTemplates.id });
    if (!row) throw new Error('demo survey template not created');
    const questions = await db
      .insert(surveyQuestions)
      .values(
        template.questions.map((q, i) => ({
          templateId: row.id,
          orderNo: i + 1,
          text: q.text,
          type: q.type,
          mandatory: q.mandatory ?? false,
        })),
      )
      .returning({ id: surveyQuestions.id, orderNo: surveyQuestions.orderNo });
    const options = template.questions.flatMap((q, i) =>
      (q.options ?? []).map((value, k) => ({
        questionId: questions.find((row) => row.orderNo === i + 1)?.id ?? -1,
        orderNo: k + 1,
        value,
      })),
    );
    if (options.length) await db.insert(surveyQuestionOptions).values(options);
  }
  return DEMO_SURVEY_TEMPLATES.length;
}
