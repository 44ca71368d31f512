import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONDENT_MESSAGES as M, RESPONDENTS_LIMIT } from '@talent-desk/shared';
import { CAMPAIGNS_URL } from '../testing/campaign-harness.js';
import type { Who } from '../../people/testing/index.js';
import { openRespondentsHarness, type RespondentsHarness } from '../testing/respondent-harness.js';

let h: RespondentsHarness;
let url: string;
beforeAll(async () => {
  h = await openRespondentsHarness();
  url = `${CAMPAIGNS_URL}/${h.campaignId}/respondents`;
  const day = (d: number) => new Date(Date.UTC(2026, 2, d, 9, 30));
  await h.respond(
    ['Maria', 'Keller'],
    {
      relocate: true,
      years: 7,
      start: '2026-08-01',
      model: 'Remote',
      team: 'Small',
      languages: ['Kotlin', 'Java'],
    },
    day(3),
  );
  await h.respond(
    ['anna', 'Brandt'],
    { relocate: false, years: 3, start: '2026-06-15', model: 'Hybrid', team: 'Large', languages: ['Go'] },
    day(1),
  );
  await h.respond(
    ['Zoe', 'Adler'],
    { relocate: true, years: 10, model: 'On-site', languages: ['Java'] },
    day(2),
  );
  await h.respond(['Ben', 'Ochs'], { relocate: false }, day(4));
  // Someone who answered another campaign's survey is not a respondent of this one.
  const other = await h.openCampaign('Another round');
  await h.respond(['Otto', 'Other'], { relocate: true }, day(5), other.id);
});
afterAll(async () => {
  await h?.close();
});

type Row = {
  candidateName: string;
  candidateExternalId: string;
  completedAt: string;
  answers: { questionExternalId: string; type: string; answer: unknown }[];
};
type Listing = { content: Row[]; totalElements: number; totalRespondents: number; limit: number };
type Field = { path: string; message: string };

const list = (body: object = {}, query = '', who: Who = 'tag') =>
  h.call(who, 'POST', `${url}${query}`, { campaignExternalId: h.campaignId, ...body });
async function names(body: object = {}, query = ''): Promise<string[]> {
  const response = await list(body, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Listing).content.map((row) => row.candidateName);
}
const fieldsOf = (response: { json: () => { fields?: Field[] } }) => response.json().fields ?? [];
const filter = (index: number, value: object) => ({
  question: h.question(index).question,
  questionExternalId: h.question(index).externalId,
  type: h.question(index).type,
  ...value,
});

describe('POST /api/campaigns/{id}/respondents', () => {
  it('[RESP-02] [RESP-10] [RESP-22] those who submitted, each with name, completedAt and typed answers in question order', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Listing;
    expect(body).toMatchObject({ totalElements: 4, totalRespondents: 4, limit: RESPONDENTS_LIMIT });
    const maria = body.content.find((row) => row.candidateName === 'Maria Keller');
    expect(maria?.completedAt).toBe('2026-03-03T09:30:00.000Z');
    expect(maria?.candidateExternalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(maria?.answers).toEqual([
      { questionExternalId: h.question(0).externalId, type: 'BOOLEAN', answer: true },
      { questionExternalId: h.question(1).externalId, type: 'NUMBER', answer: 7 },
      { questionExternalId: h.question(2).externalId, type: 'DATE', answer: '2026-08-01' },
      { questionExternalId: h.question(3).externalId, type: 'SINGLE_CHOICE', answer: ['Remote'] },
      { questionExternalId: h.question(4).externalId, type: 'SELECT', answer: ['Small'] },
      // The options' texts in the question's order, whatever order they were chosen in.
      { questionExternalId: h.question(5).externalId, type: 'MULTIPLE_CHOICE', answer: ['Java', 'Kotlin'] },
    ]);
    // Unanswered optional questions have no entry.
    const ben = body.content.find((row) => row.candidateName === 'Ben Ochs');
    expect(ben?.answers).toEqual([
      { questionExternalId: h.question(0).externalId, type: 'BOOLEAN', answer: false },
    ]);
  });

  it('[RESP-03] sorted by candidate name ascending by default, whatever the case', async () => {
    expect(await names()).toEqual(['anna Brandt', 'Ben Ochs', 'Maria Keller', 'Zoe Adler']);
  });

  it('[RESP-04] column and order in the query, order upper-cased too', async () => {
    expect(await names({}, '?column=candidateName&order=DESC')).toEqual([
      'Zoe Adler',
      'Maria Keller',
      'Ben Ochs',
      'anna Brandt',
    ]);
    expect(await names({}, '?column=completedAt&order=ASC')).toEqual([
      'anna Brandt',
      'Zoe Adler',
      'Maria Keller',
      'Ben Ochs',
    ]);
    expect(await names({}, '?column=completedAt&order=desc')).toEqual([
      'Ben Ochs',
      'Maria Keller',
      'Zoe Adler',
      'anna Brandt',
    ]);
  });

  it('[RESP-03] a question column sorts by its answers, unanswered last both ways, ties by name', async () => {
    const by = (index: number, order: string) =>
      names({}, `?column=${h.question(index).externalId}&order=${order}`);
    expect(await by(0, 'asc')).toEqual(['anna Brandt', 'Ben Ochs', 'Maria Keller', 'Zoe Adler']);
    expect(await by(1, 'asc')).toEqual(['anna Brandt', 'Maria Keller', 'Zoe Adler', 'Ben Ochs']);
    expect(await by(1, 'DESC')).toEqual(['Zoe Adler', 'Maria Keller', 'anna Brandt', 'Ben Ochs']);
    expect(await by(2, 'asc')).toEqual(['anna Brandt', 'Maria Keller', 'Ben Ochs', 'Zoe Adler']);
    // Choices by their options' texts: Hybrid, On-site, Remote; 'go', 'java', 'java, kotlin'.
    expect(await by(3, 'asc')).toEqual(['anna Brandt', 'Zoe Adler', 'Maria Keller', 'Ben Ochs']);
    expect(await by(5, 'asc')).toEqual(['anna Brandt', 'Zoe Adler', 'Maria Keller', 'Ben Ochs']);
    expect(await by(5, 'desc')).toEqual(['Maria Keller', 'Zoe Adler', 'anna Brandt', 'Ben Ochs']);
  });

  it('[RESP-04] an unknown column or order is a 400 naming it', async () => {
    const column = await list({}, '?column=email');
    expect(column.statusCode).toBe(400);
    expect(fieldsOf(column)).toEqual([{ path: 'column', message: M.unknownColumn }]);
    const foreign = await list({}, '?column=7d0c2d1e-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual([{ path: 'column', message: M.unknownColumn }]);
    const order = await list({}, '?order=sideways');
    expect(order.statusCode).toBe(400);
    expect(fieldsOf(order).map((f) => f.path)).toEqual(['order']);
  });
});

describe('[RESP-23] filters, evaluated by the database; every item must hold', () => {
  it('BOOLEAN: the answer equals booleanValue', async () => {
    expect(await names({ filters: [filter(0, { booleanValue: true })] })).toEqual([
      'Maria Keller',
      'Zoe Adler',
    ]);
    expect(await names({ filters: [filter(0, { booleanValue: false })] })).toEqual([
      'anna Brandt',
      'Ben Ochs',
    ]);
  });

  it('[RESP-17] NUMBER: the answer is at least minNumericValue; unanswered never matches', async () => {
    expect(await names({ filters: [filter(1, { minNumericValue: 7 })] })).toEqual([
      'Maria Keller',
      'Zoe Adler',
    ]);
    expect(await names({ filters: [filter(1, { minNumericValue: 0 })] })).toEqual([
      'anna Brandt',
      'Maria Keller',
      'Zoe Adler',
    ]);
  });

  it('SINGLE_CHOICE and SELECT: the answer is the option; MULTIPLE_CHOICE: the answers include it (two: both)', async () => {
    expect(
      await names({
        filters: [filter(3, { choiceExternalId: h.option(3, 'Remote'), choiceValue: 'Remote' })],
      }),
    ).toEqual(['Maria Keller']);
    expect(await names({ filters: [filter(4, { choiceExternalId: h.option(4, 'Large') })] })).toEqual([
      'anna Brandt',
    ]);
    const java = filter(5, { choiceExternalId: h.option(5, 'Java') });
    const kotlin = filter(5, { choiceExternalId: h.option(5, 'Kotlin') });
    expect(await names({ filters: [java] })).toEqual(['Maria Keller', 'Zoe Adler']);
    expect(await names({ filters: [java, kotlin] })).toEqual(['Maria Keller']);
  });

  it('[RESP-18] DATE: the answer is on or after availabilityDate (the day itself included)', async () => {
    expect(await names({ filters: [filter(2, { availabilityDate: '2026-07-01' })] })).toEqual([
      'Maria Keller',
    ]);
    expect(await names({ filters: [filter(2, { availabilityDate: '2026-06-15' })] })).toEqual([
      'anna Brandt',
      'Maria Keller',
    ]);
  });

  it('several questions at once; candidateNames: a part of the name, any of them, any case', async () => {
    const both = [filter(0, { booleanValue: true }), filter(1, { minNumericValue: 8 })];
    expect(await names({ filters: both })).toEqual(['Zoe Adler']);
    expect(await names({ candidateNames: ['KEL'] })).toEqual(['Maria Keller']);
    expect(await names({ candidateNames: ['kel', 'adl'] })).toEqual(['Maria Keller', 'Zoe Adler']);
    expect(await names({ candidateNames: ['a'], filters: [filter(0, { booleanValue: false })] })).toEqual([
      'anna Brandt',
    ]);
    // LIKE's wildcards are taken as typed.
    expect(await names({ candidateNames: ['%'] })).toEqual([]);
  });

  it('[RESP-20] [RESP-21] nothing matching still says how many responses the campaign has', async () => {
    const response = await list({ candidateNames: ['nobody'] });
    expect(response.json()).toMatchObject({ content: [], totalElements: 0, totalRespondents: 4 });
    const fresh = await h.openCampaign('Nobody answered yet');
    const none = await h.call('tag', 'POST', `${CAMPAIGNS_URL}/${fresh.id}/respondents`, {
      campaignExternalId: fresh.id,
    });
    expect(none.json()).toMatchObject({ content: [], totalElements: 0, totalRespondents: 0 });
  });

  it('a filter that does not fit the survey is a 400 naming the field', async () => {
    const cases: [object, string, string][] = [
      [
        { ...filter(0, { booleanValue: true }), questionExternalId: h.question(5).options[0]?.externalId },
        'filters.0.questionExternalId',
        M.unknownQuestion,
      ],
      [{ ...filter(1, { booleanValue: true }), type: 'BOOLEAN' }, 'filters.0.type', M.wrongType],
      [filter(3, { choiceExternalId: h.option(4, 'Small') }), 'filters.0.choiceExternalId', M.unknownChoice],
      [
        { ...filter(3, { choiceExternalId: h.option(3, 'Remote') }), type: 'SELECT' },
        'filters.0.type',
        M.wrongType,
      ],
    ];
    for (const [item, path, message] of cases) {
      const response = await list({ filters: [item] });
      expect(response.statusCode, path).toBe(400);
      expect(fieldsOf(response), path).toEqual([{ path, message }]);
    }
    const digits = await list({ filters: [filter(1, { minNumericValue: -2 })] });
    expect(digits.statusCode).toBe(400);
    expect(fieldsOf(digits)[0]?.path).toBe('filters.0.minNumericValue');
    const twoKeys = await list({ filters: [filter(0, { booleanValue: true, minNumericValue: 1 })] });
    expect(twoKeys.statusCode).toBe(400);
    expect(fieldsOf(twoKeys)[0]?.path).toMatch(/^filters\.0/);
  });

  it("another campaign's question (its own survey copy) is not this campaign's", async () => {
    const other = await h.openCampaign('Copy check');
    const [first] = other.questions;
    const response = await list({
      filters: [{ questionExternalId: first?.externalId, type: 'BOOLEAN', booleanValue: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([
      { path: 'filters.0.questionExternalId', message: M.unknownQuestion },
    ]);
  });

  it('a body naming another campaign than the address is a 400 naming campaignExternalId', async () => {
    const other = await h.openCampaign('Mismatch');
    const response = await list({ campaignExternalId: other.id });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([{ path: 'campaignExternalId', message: M.campaignMismatch }]);
  });
});

describe('who reads respondents', () => {
  it('ADMIN, the owning TAG and any other TAG read them; VENDOR 403; no session 401', async () => {
    expect((await list({}, '', 'admin')).statusCode).toBe(200);
    expect((await list({}, '', 'tag')).statusCode).toBe(200);
    const otherTag = await h.call({ cookie: h.otherTagCookie }, 'POST', url, {
      campaignExternalId: h.campaignId,
    });
    expect(otherTag.statusCode).toBe(200);
    expect((await list({}, '', 'vendor')).statusCode).toBe(403);
    const anonymous = await h.t.inject({
      method: 'POST',
      url,
      payload: { campaignExternalId: h.campaignId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unknown campaign is a 404', async () => {
    const unknown = '7d0c2d1e-0000-4000-8000-000000000000';
    const response = await h.call('tag', 'POST', `${CAMPAIGNS_URL}/${unknown}/respondents`, {
      campaignExternalId: unknown,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('[RESP-25] GET /api/campaigns/{id}/respondents/names', () => {
  const options = async (query = '', who: Who = 'tag') => h.call(who, 'GET', `${url}/names${query}`);

  it("the respondents' names by name, narrowed by a search, paged", async () => {
    const all = await options();
    expect(all.statusCode).toBe(200);
    expect(all.json().content.map((o: { label: string }) => o.label)).toEqual([
      'anna Brandt',
      'Ben Ochs',
      'Maria Keller',
      'Zoe Adler',
    ]);
    expect(all.json().totalElements).toBe(4);
    const kel = await options('?search_value=KEL');
    expect(kel.json().content).toEqual([{ value: 'Maria Keller', label: 'Maria Keller' }]);
    const second = await options('?size=3&page=2');
    expect(second.json().content).toHaveLength(1);
  });

  it('VENDOR 403; an unknown campaign 404', async () => {
    expect((await options('', 'vendor')).statusCode).toBe(403);
    const unknown = await h.call(
      'tag',
      'GET',
      `${CAMPAIGNS_URL}/7d0c2d1e-0000-4000-8000-000000000000/respondents/names`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

// Last: it adds a respondent to the campaign the tests above count.
describe('a survey answered through its public link', () => {
  it('[RESP-02] [RESP-22] becomes a respondent with the answers as given, options by their texts', async () => {
    const { token, candidate } = await h.recipient(['Paula', 'Public']);
    const submit = await h.t.inject({
      method: 'POST',
      url: `/api/public/surveys/${token}`,
      payload: {
        answers: [
          { questionExternalId: h.question(0).externalId, value: true },
          { questionExternalId: h.question(1).externalId, value: 12 },
          { questionExternalId: h.question(5).externalId, value: [h.option(5, 'Go'), h.option(5, 'Java')] },
        ],
      },
    });
    expect(submit.statusCode, submit.body).toBe(201);
    const response = await list({ candidateNames: ['Paula Public'] });
    const [row] = (response.json() as Listing).content;
    expect(row?.candidateExternalId).toBe(candidate.externalId);
    expect(row?.answers).toEqual([
      { questionExternalId: h.question(0).externalId, type: 'BOOLEAN', answer: true },
      { questionExternalId: h.question(1).externalId, type: 'NUMBER', answer: 12 },
      { questionExternalId: h.question(5).externalId, type: 'MULTIPLE_CHOICE', answer: ['Java', 'Go'] },
    ]);
    // The filters read what the public page stored.
    expect(await names({ filters: [filter(1, { minNumericValue: 11 })] })).toEqual(['Paula Public']);
    expect((await list({ candidateNames: ['Paula Public'] })).json()).toMatchObject({ totalRespondents: 5 });
  });
});
