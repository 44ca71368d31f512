import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SURVEY_MESSAGES as M } from '@talent-desk/shared';
import { buildApp } from '../../../app.js';
import { loggerOptions } from '../../../lib/logger.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openDueCampaign } from '../sending/campaign-open.service.js';
import { addSurvey, insertCampaign, insertCandidate } from '../testing/campaign-fixtures.js';
import { claimRecipients } from '../sending/recipient-claims.repo.js';
import { PIXEL_GIF } from './open-pixel.js';

/**
 * Issue 20, tokens and links: a recipient's links expire a set time after the campaign closes, their
 * tokens never reach the request log, and the pages they open are served to any GET not asking for JSON
 * (mail scanners send `Accept: *\/*`). Runs with a built SPA of its own (WEB_DIST_DIR), as production does.
 */
const IDLE_JOBS = { campaigns: { pollingIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 } };
const CLAIM_POLICY = {
  batchSize: 10,
  retryDelaySeconds: 30,
  maxRetryDelaySeconds: 60,
  claimTimeoutSeconds: 60,
};
const PAGE = '<!doctype html><title>Talent Desk</title><!--survey page-->';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'td-links-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  t = await createTestApp({ WEB_DIST_DIR: dist }, { jobs: IDLE_JOBS });
});
afterAll(async () => {
  await t?.close();
});

/** An OPEN campaign with a survey and one recipient whose e-mail is being written: its link token. */
async function recipientToken(tag: string): Promise<{ campaignId: number; token: string }> {
  const pool = t.database.pool;
  await insertCandidate(pool, {
    firstName: 'Lena',
    lastName: tag,
    email: `lena.${tag}@example.test`,
  });
  const campaignId = await insertCampaign(pool, { name: `Links ${tag}`, tag, ownerUserId: null });
  await addSurvey(pool, campaignId, [{ text: 'Open to relocation?', type: 'BOOLEAN', mandatory: true }]);
  await openDueCampaign({ db: t.db, queueClose: async () => {} }, campaignId);
  const [claim] = await claimRecipients(t.db, campaignId, CLAIM_POLICY);
  if (!claim) throw new Error('no recipient');
  return { campaignId, token: claim.token };
}

async function closeDaysAgo(campaignId: number, days: number): Promise<void> {
  await t.database.pool.query(
    "update campaigns set status = 'CLOSED', closed_at = now() - make_interval(days => $2) where id = $1",
    [campaignId, days],
  );
}

async function recipientState(campaignId: number) {
  const { rows } = await t.database.pool.query<{ opened: boolean; unsubscribed: boolean; accepts: boolean }>(
    `select r.opened_at is not null as opened, r.unsubscribed_at is not null as unsubscribed,
       c.email_notifications as accepts
     from campaign_recipients r join candidates c on c.id = r.candidate_id where r.campaign_id = $1`,
    [campaignId],
  );
  return rows[0];
}

describe('campaign links expire after the campaign closes (CAMPAIGN_LINK_DAYS_AFTER_CLOSE, default 90)', () => {
  it('a campaign closed 89 days ago: the links still work', async () => {
    const { campaignId, token } = await recipientToken('linkrecent');
    await closeDaysAgo(campaignId, 89);
    const survey = await t.inject({ method: 'GET', url: `/api/public/surveys/${token}` });
    expect(survey.statusCode).toBe(200);
    expect(survey.json()).toMatchObject({ closed: true });
    const unsubscribe = await t.inject({ method: 'POST', url: `/api/public/unsubscribe/${token}` });
    expect(unsubscribe.statusCode).toBe(200);
    await t.inject({ method: 'GET', url: `/api/public/campaigns/open/${token}.gif` });
    expect(await recipientState(campaignId)).toEqual({ opened: true, unsubscribed: true, accepts: false });
  });

  it('a campaign closed 91 days ago: every link answers 410 "This link has expired", nothing is recorded, the pixel is still the image', async () => {
    const { campaignId, token } = await recipientToken('linkexpired');
    await closeDaysAgo(campaignId, 91);
    const calls = [
      { method: 'GET', url: `/api/public/surveys/${token}` },
      { method: 'POST', url: `/api/public/surveys/${token}`, payload: { answers: [] } },
      { method: 'GET', url: `/api/public/unsubscribe/${token}` },
      { method: 'POST', url: `/api/public/unsubscribe/${token}`, payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await t.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(410);
      expect(response.json()).toMatchObject({ status: 410, code: 'LINK_EXPIRED', message: M.linkExpired });
    }
    const oneClick = await t.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(410);
    const pixel = await t.inject({ method: 'GET', url: `/api/public/campaigns/open/${token}.gif` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.rawPayload.equals(PIXEL_GIF)).toBe(true);
    expect(await recipientState(campaignId)).toEqual({ opened: false, unsubscribed: false, accepts: true });
  });

  it('an OPEN campaign never expires, however old; an unknown token stays a 404, not a 410', async () => {
    const { campaignId, token } = await recipientToken('linkopen');
    await t.database.pool.query(
      "update campaigns set start_time = now() - interval '400 days', opened_at = now() - interval '400 days' where id = $1",
      [campaignId],
    );
    expect((await t.inject({ method: 'GET', url: `/api/public/surveys/${token}` })).statusCode).toBe(200);
    const unknown = await t.inject({ method: 'GET', url: `/api/public/surveys/${'C'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the pages an e-mail links to (/s/{token}, /u/{token})', () => {
  it('are served as the page to any GET that does not ask for JSON: Accept */*, no Accept, text/html', async () => {
    const { token } = await recipientToken('linkpage');
    for (const page of [`/s/${token}`, `/u/${token}`, `/s/${'D'.repeat(43)}`]) {
      for (const accept of ['*/*', undefined, 'text/html,application/xhtml+xml,*/*;q=0.8']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await t.inject({
            method,
            url: page,
            headers: accept === undefined ? {} : { accept },
          });
          const label = `${method} ${page} accept=${accept ?? '(none)'}`;
          expect(response.statusCode, label).toBe(200);
          expect(response.headers['content-type'], label).toMatch(/^text\/html/);
          if (method === 'GET') expect(response.body, label).toBe(PAGE);
        }
      }
    }
  });

  it('a GET asking for JSON gets the JSON answer: the API where there is one, else the JSON 404', async () => {
    const { token } = await recipientToken('linkjson');
    const page = await t.inject({
      method: 'GET',
      url: `/s/${token}`,
      headers: { accept: 'application/json' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    const api = await t.inject({
      method: 'GET',
      url: `/api/public/surveys/${token}`,
      headers: { accept: '*/*' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ campaignName: 'Links linkjson' });
    // Other paths keep the rule: only an HTML request gets a page (a missing asset is never index.html).
    const asset = await t.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the request log', () => {
  it('never holds a recipient link token: the page, API and pixel paths are logged with the token redacted', async () => {
    const { token } = await recipientToken('linklog');
    const expired = await recipientToken('linklogexpired');
    await closeDaysAgo(expired.campaignId, 120);
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: pino(loggerOptions('info'), sink),
      jobs: IDLE_JOBS,
    });
    try {
      for (const key of [token, expired.token]) {
        await app.inject({ method: 'GET', url: `/s/${key}`, headers: { accept: '*/*' } });
        await app.inject({ method: 'GET', url: `/u/${key}?utm_source=mail` });
        await app.inject({ method: 'GET', url: `/api/public/surveys/${key}` });
        await app.inject({ method: 'POST', url: `/api/public/surveys/${key}`, payload: { answers: 'x' } });
        await app.inject({ method: 'GET', url: `/api/public/unsubscribe/${key}` });
        await app.inject({ method: 'GET', url: `/api/public/campaigns/open/${key}.gif` });
        await app.inject({ method: 'GET', url: `//s/${key}` });
      }
      await app.inject({ method: 'POST', url: `/api/public/unsubscribe/${token}`, payload: {} });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(28);
    for (const path of [
      '/s/[redacted]',
      '/u/[redacted]',
      '/api/public/surveys/[redacted]',
      '/api/public/unsubscribe/[redacted]',
      '/api/public/campaigns/open/[redacted]',
    ]) {
      expect(log).toContain(`"path":"${path}"`);
    }
    expect(log).not.toContain(token);
    expect(log).not.toContain(expired.token);
  });
});
