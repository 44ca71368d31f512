import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONDENTS_LIMIT } from '@talent-desk/shared';
import { campaigns } from '../../../db/schema/index.js';
import { CAMPAIGNS_URL } from '../testing/campaign-harness.js';
import type { Who } from '../../people/testing/index.js';
import { SURVEY, openRespondentsHarness, type RespondentsHarness } from '../testing/respondent-harness.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let h: RespondentsHarness;
beforeAll(async () => {
  h = await openRespondentsHarness();
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
    new Date('2026-03-03T09:30:00Z'),
  );
  await h.respond(['anna', 'Brandt'], { relocate: false, years: 3 }, new Date('2026-03-01T09:30:00Z'));
});
afterAll(async () => {
  await h?.close();
});

const download = (id: string, body: object = {}, query = '', who: Who = 'tag') =>
  h.call(who, 'POST', `${CAMPAIGNS_URL}/${id}/respondents/download${query}`, {
    campaignExternalId: id,
    ...body,
  });

async function sheetOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Respondents');
  if (!sheet) throw new Error('no Respondents sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((line) => rows.push((line.values as unknown[]).slice(1)));
  return rows;
}

describe('POST /api/campaigns/{id}/respondents/download', () => {
  it('[RESP-08] [RESP-09] an xlsx named respondents_{campaign name}, a column per question, rows in the sort asked', async () => {
    const response = await download(h.campaignId, {}, '?column=completedAt&order=DESC');
    const [campaign] = await h.t.db
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.externalId, h.campaignId));
    const fileName = `respondents_${campaign?.name ?? ''}.xlsx`;
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(response.headers['x-export-rows']).toBe('2');
    const [header, maria, anna] = await sheetOf(response);
    expect(header).toEqual(['Candidate', 'Completed', ...SURVEY.questions.map((q) => q.text)]);
    expect(maria).toEqual([
      'Maria Keller',
      new Date('2026-03-03T09:30:00Z'),
      'Yes',
      7,
      new Date('2026-08-01T00:00:00Z'),
      'Remote',
      'Small',
      'Java, Kotlin',
    ]);
    // Unanswered questions are empty cells.
    expect(anna?.slice(0, 4)).toEqual(['anna Brandt', new Date('2026-03-01T09:30:00Z'), 'No', 3]);
    expect(anna).toHaveLength(4);
  });

  it('[RESP-09] the same body as the listing: filters and names narrow the file', async () => {
    const rows = await sheetOf(
      await download(h.campaignId, {
        filters: [{ questionExternalId: h.question(0).externalId, type: 'BOOLEAN', booleanValue: false }],
      }),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(['anna Brandt']);
    const named = await sheetOf(await download(h.campaignId, { candidateNames: ['kell'] }));
    expect(named.slice(1).map((row) => row[0])).toEqual(['Maria Keller']);
    const bad = await download(h.campaignId, {
      filters: [{ questionExternalId: h.question(0).externalId, type: 'NUMBER', minNumericValue: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'filters.0.type' })]);
  });

  it('[RESP-08] a campaign name with characters no file system takes is made safe; non-ASCII kept exactly', async () => {
    const { id } = await h.openCampaign('Q1/Q2: "Jäva" <devs>?');
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    const name = 'respondents_Q1_Q2_ _Jäva_ _devs__.xlsx';
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="respondents_Q1_Q2_ _J_va_ _devs__.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(await sheetOf(response)).toHaveLength(1);
  });

  it('ADMIN and TAG download; VENDOR 403; unknown campaign 404', async () => {
    expect((await download(h.campaignId, {}, '', 'admin')).statusCode).toBe(200);
    expect((await download(h.campaignId, {}, '', 'vendor')).statusCode).toBe(403);
    expect((await download('7d0c2d1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('[RESP-11] no paging: a sensible cap on the table, every row in the file', () => {
  it(`${RESPONDENTS_LIMIT + 1} respondents: the listing shows ${RESPONDENTS_LIMIT} and says how many matched; the download has them all`, async () => {
    const { id } = await h.openCampaign('A big round');
    const [campaign] = await h.t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.externalId, id));
    const count = RESPONDENTS_LIMIT + 1;
    // Straight into the tables in one statement: candidates, their recipient rows and responses.
    await h.t.db.execute(sql`
      with c as (
        insert into candidates (first_name, last_name, full_name, email, country, city, years_of_experience,
          educational_qualification, source)
        select 'Bulk' || lpad(n::text, 4, '0'), 'Respondent', 'Bulk' || lpad(n::text, 4, '0') || ' Respondent',
          'bulk-respondent-' || n || '@example.test', 'Germany', 'Berlin', 'THREE_TO_FIVE', 'Master''s Degree',
          'DIRECT_SEARCH'
        from generate_series(1, ${count}) as n
        returning id, email),
      r as (
        insert into campaign_recipients (campaign_id, candidate_id, email, delivery, submitted_at)
        select ${campaign?.id}, c.id, c.email, 'SENT', now() from c
        returning id, candidate_id)
      insert into survey_responses (campaign_id, recipient_id, candidate_id)
      select ${campaign?.id}, r.id, r.candidate_id from r`);
    const listing = await h.call('tag', 'POST', `${CAMPAIGNS_URL}/${id}/respondents`, {
      campaignExternalId: id,
    });
    expect(listing.statusCode).toBe(200);
    const body = listing.json();
    expect(body.content).toHaveLength(RESPONDENTS_LIMIT);
    expect(body).toMatchObject({ totalElements: count, totalRespondents: count, limit: RESPONDENTS_LIMIT });
    expect(body.content[0].candidateName).toBe('Bulk0001 Respondent');
    const rows = await sheetOf(await download(id, {}, '?order=desc'));
    expect(rows).toHaveLength(count + 1);
    expect(rows[1]?.[0]).toBe(`Bulk${String(count)} Respondent`);
    expect(rows[count]?.[0]).toBe('Bulk0001 Respondent');
  });
});
