import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_TEMPLATE_MESSAGES } from '@talent-desk/shared';
import { surveyQuestionOptions, surveyQuestions, surveyTemplates } from '../../../db/schema/index.js';
import { openVendorHarness, type VendorHarness } from '../../people/testing/index.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const URL = '/api/engagement/survey-templates';
let n = 0;
/** A template with one question of each of the six types (ENUM-20). */
const template = (overrides: Record<string, unknown> = {}) => ({
  title: `Availability check ${++n}`,
  description: 'A few quick questions.\nTakes a minute.',
  questions: [
    { text: 'Are you open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
    { text: 'When could you start?', type: 'DATE', mandatory: false, orderNo: 2 },
    {
      text: 'Preferred work model',
      type: 'SELECT',
      mandatory: false,
      orderNo: 3,
      surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }],
    },
    {
      text: 'Notice period',
      type: 'SINGLE_CHOICE',
      mandatory: true,
      orderNo: 4,
      surveyOptions: [{ value: 'Immediate' }, { value: '30 days' }, { value: '60 days' }],
    },
    { text: 'Years with Java', type: 'NUMBER', mandatory: false, orderNo: 5 },
    {
      text: 'Which clouds do you know?',
      type: 'MULTIPLE_CHOICE',
      mandatory: false,
      orderNo: 6,
      surveyOptions: [{ value: 'AWS' }, { value: 'Azure' }, { value: 'GCP' }],
    },
  ],
  ...overrides,
});
const fieldsOf = (response: { json: () => { fields?: { path: string; message: string }[] } }) =>
  response.json().fields ?? [];

describe('survey templates (STPL)', () => {
  it('[STPL-02] [STPL-11] [STPL-13] [ENUM-20] a TAG creates a template with the six question types; it reads back in order with its options', async () => {
    const created = await h.send('tag', 'POST', URL, template());
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      title: `Availability check ${n}`,
      description: 'A few quick questions.\nTakes a minute.',
    });
    expect(detail.questions.map((q: { type: string }) => q.type)).toEqual([
      'BOOLEAN',
      'DATE',
      'SELECT',
      'SINGLE_CHOICE',
      'NUMBER',
      'MULTIPLE_CHOICE',
    ]);
    expect(detail.questions[3]).toMatchObject({
      question: 'Notice period',
      mandatory: true,
      orderNo: 4,
      options: [{ value: 'Immediate' }, { value: '30 days' }, { value: '60 days' }],
    });
    expect(detail.questions[0].options).toEqual([]);
    const read = await h.get('admin', `${URL}/${detail.externalId}`);
    expect(read.json()).toEqual(detail);
  });

  it('[STPL-03] questions are stored in orderNo order and renumbered from 1', async () => {
    const body = template({
      questions: [
        { text: 'Second', type: 'NUMBER', orderNo: 20 },
        { text: 'First', type: 'BOOLEAN', orderNo: 5 },
      ],
    });
    const detail = (await h.send('admin', 'POST', URL, body)).json();
    expect(
      detail.questions.map((q: { question: string; orderNo: number }) => [q.question, q.orderNo]),
    ).toEqual([
      ['First', 1],
      ['Second', 2],
    ]);
  });

  it('[STPL-04] [STPL-05] [STPL-06] [STPL-07] bad fields are a 400 naming each; nothing is saved', async () => {
    const [before] = await h.t.db.select({ n: count() }).from(surveyTemplates);
    const bad = await h.send(
      'admin',
      'POST',
      URL,
      template({
        title: 'A',
        description: 'x'.repeat(1001),
        questions: [
          { text: 'Q', type: 'BOOLEAN', orderNo: 1 },
          { text: 'Pick one', type: 'SELECT', orderNo: 2, surveyOptions: [{ value: '' }, { value: 'B' }] },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: SURVEY_TEMPLATE_MESSAGES.titleLength },
        { path: 'description', message: SURVEY_TEMPLATE_MESSAGES.descriptionLength },
        { path: 'questions.0.text', message: SURVEY_TEMPLATE_MESSAGES.questionLength },
        { path: 'questions.1.surveyOptions.0.value', message: SURVEY_TEMPLATE_MESSAGES.optionRequired },
      ]),
    );
    const long = await h.send('admin', 'POST', URL, template({ title: 'T'.repeat(256) }));
    expect(fieldsOf(long)).toEqual([{ path: 'title', message: SURVEY_TEMPLATE_MESSAGES.titleLength }]);
    const [after] = await h.t.db.select({ n: count() }).from(surveyTemplates);
    expect(after?.n).toBe(before?.n);
  });

  it('[STPL-10] options only for SELECT, SINGLE_CHOICE and MULTIPLE_CHOICE, and at least two of them', async () => {
    const withOptions = await h.send(
      'admin',
      'POST',
      URL,
      template({
        questions: [{ text: 'Open?', type: 'BOOLEAN', orderNo: 1, surveyOptions: [{ value: 'Yes' }] }],
      }),
    );
    expect(fieldsOf(withOptions)).toEqual([
      { path: 'questions.0.surveyOptions', message: SURVEY_TEMPLATE_MESSAGES.optionsNotAllowed },
    ]);
    const tooFew = await h.send(
      'admin',
      'POST',
      URL,
      template({
        questions: [{ text: 'Pick', type: 'MULTIPLE_CHOICE', orderNo: 1, surveyOptions: [{ value: 'A' }] }],
      }),
    );
    expect(fieldsOf(tooFew)).toEqual([
      { path: 'questions.0.surveyOptions', message: SURVEY_TEMPLATE_MESSAGES.optionsNeeded },
    ]);
    const none = await h.send('admin', 'POST', URL, template({ questions: [] }));
    expect(fieldsOf(none)).toEqual([
      { path: 'questions', message: SURVEY_TEMPLATE_MESSAGES.questionsNeeded },
    ]);
  });

  it('[STPL-12] [STPL-14] an update replaces title, description and questions; a title in use (any case) is 409 and changes nothing', async () => {
    const first = (await h.send('admin', 'POST', URL, template())).json();
    const second = (await h.send('tag', 'POST', URL, template())).json();
    const updated = await h.send(
      'tag',
      'PUT',
      `${URL}/${first.externalId}`,
      template({
        title: 'Renamed survey',
        description: null,
        questions: [{ text: 'Only one', type: 'NUMBER', orderNo: 1 }],
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Renamed survey',
      description: null,
      questions: [{ question: 'Only one' }],
    });
    const [left] = await h.t.db
      .select({ n: count() })
      .from(surveyQuestionOptions)
      .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyQuestionOptions.questionId))
      .innerJoin(surveyTemplates, eq(surveyTemplates.id, surveyQuestions.templateId))
      .where(eq(surveyTemplates.externalId, first.externalId));
    expect(left?.n).toBe(0); // the old questions' options went with them

    const clash = await h.send(
      'admin',
      'PUT',
      `${URL}/${second.externalId}`,
      template({ title: 'RENAMED SURVEY' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(SURVEY_TEMPLATE_MESSAGES.titleTaken);
    expect((await h.get('admin', `${URL}/${second.externalId}`)).json()).toEqual(second);
  });

  it('[STPL-14] two creates of one title at the same moment: one 201, one 409, one template', async () => {
    const body = template();
    const answers = await Promise.all([
      h.http(h.cookies.admin, 'POST', URL, body),
      h.http(h.cookies.tag, 'POST', URL, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await h.t.db
      .select({ id: surveyTemplates.id })
      .from(surveyTemplates)
      .where(eq(surveyTemplates.title, body.title));
    expect(rows).toHaveLength(1);
  });

  it('[STPL-17] an unknown template is 404; a VENDOR has no survey templates at all (403)', async () => {
    const missing = await h.get('admin', `${URL}/7d0c2d1e-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SURVEY_TEMPLATE_MESSAGES.notFound);
    expect((await h.get('vendor', URL)).statusCode).toBe(403);
    expect((await h.send('vendor', 'POST', URL, template())).statusCode).toBe(403);
  });

  it('lists with search, sort by title or question count, and paging', async () => {
    const few = (
      await h.send(
        'admin',
        'POST',
        URL,
        template({ title: 'Zebra pulse', questions: [{ text: 'One?', type: 'BOOLEAN', orderNo: 1 }] }),
      )
    ).json();
    const many = (await h.send('admin', 'POST', URL, template({ title: 'Zebra deep dive' }))).json();
    const byTitle = (await h.get('tag', `${URL}?search=zebra&column=title&order=asc`)).json();
    expect(byTitle.content.map((r: { externalId: string }) => r.externalId)).toEqual([
      many.externalId,
      few.externalId,
    ]);
    expect(byTitle.content[0]).toMatchObject({ questionCount: 6, createdBy: 'Test ADMIN' });
    const byCount = (await h.get('tag', `${URL}?search=zebra&column=questionCount&order=asc`)).json();
    expect(byCount.content.map((r: { questionCount: number }) => r.questionCount)).toEqual([1, 6]);
    expect((await h.get('tag', `${URL}?column=owner`)).statusCode).toBe(400);
  });
});
