import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/smtp-server.js';
import {
  addSurvey,
  insertCampaign,
  insertCandidate,
  seedRecipients,
} from '../../testing/campaign-fixtures.js';
import { recipientTokenDigest } from '../../../../lib/recipient-token.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const ORIGIN = 'https://talent.example';
/** Fast timing: a test waits for conditions (vi.waitFor), never for fixed sleeps. */
const FAST_JOBS = {
  pollingIntervalMs: 50,
  campaigns: {
    pollingIntervalMs: 50,
    sweepIntervalMs: 200,
    retryDelaySeconds: 0.2,
    maxRetryDelaySeconds: 0.4,
  },
};

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: `${ORIGIN}/app` }, { jobs: FAST_JOBS });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type RecipientRow = {
  email: string;
  external_id: string;
  token_hash: string | null;
  delivery: string;
  attempts: number;
  last_error: string | null;
};

async function recipientsOf(campaignId: number): Promise<RecipientRow[]> {
  const { rows } = await t.database.pool.query<RecipientRow>(
    'select email, external_id, token_hash, delivery, attempts, last_error from campaign_recipients where campaign_id = $1 order by id',
    [campaignId],
  );
  return rows;
}

async function statusOf(campaignId: number): Promise<string | undefined> {
  const { rows } = await t.database.pool.query<{ status: string }>(
    'select status from campaigns where id = $1',
    [campaignId],
  );
  return rows[0]?.status;
}

/** The recipient's link token, read off the e-mail's survey link. */
function linkToken(html: string): string {
  const token = /\/s\/([A-Za-z0-9_-]{43})"/.exec(html)?.[1];
  if (!token) throw new Error('no survey link in the e-mail');
  return token;
}

const receivedBy = (address: string): ParsedMail[] =>
  smtp.received.filter((r) => r.envelopeTo.includes(address)).map((r) => r.mail);

/** A header as written (unfolded), e.g. List-Unsubscribe. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

describe('campaign sending to an SMTP server (sending/workers/campaign-*.ts)', () => {
  it('[CAMP-48] a scheduled campaign opens at its start, takes the candidates who accept e-mail, and each gets one message: escaped placeholders, own survey and unsubscribe links, pixel, RFC 8058 headers, text part', async () => {
    const tag = 'sendone';
    const pool = t.database.pool;
    await insertCandidate(pool, { firstName: '<b>Eve</b>', lastName: tag, email: 'eve@example.test' });
    await insertCandidate(pool, {
      firstName: 'Nora',
      lastName: tag,
      email: 'nora@example.test',
      emailNotifications: false,
    });
    await insertCandidate(pool, {
      firstName: 'Tess',
      lastName: tag,
      email: 'tempfail-once-tess@example.test',
    });
    await insertCandidate(pool, { firstName: 'Rex', lastName: tag, email: 'reject-rex@example.test' });
    await seedRecipients(pool, tag, 3);
    const campaignId = await insertCampaign(pool, {
      name: 'Spring round',
      tag,
      ownerUserId: t.tag.id,
      from: 'hiring@talentdesk.test',
    });
    await addSurvey(pool, campaignId, [{ text: 'Open to relocation?', type: 'BOOLEAN', mandatory: true }]);

    // Six recipients (Nora declined e-mail): five accepted, Rex refused for good (550).
    await vi.waitFor(
      async () => {
        const rows = await recipientsOf(campaignId);
        expect(rows.map((r) => r.delivery).sort()).toEqual([
          'FAILED',
          'SENT',
          'SENT',
          'SENT',
          'SENT',
          'SENT',
        ]);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await statusOf(campaignId)).toBe('OPEN');
    const rows = await recipientsOf(campaignId);
    expect(rows.map((r) => r.email)).not.toContain('nora@example.test');
    const rex = rows.find((r) => r.email === 'reject-rex@example.test');
    expect(rex).toMatchObject({
      delivery: 'FAILED',
      attempts: 1,
      last_error: expect.stringContaining('550'),
    });
    // Tess's first attempt was answered 451 and retried after the backoff.
    expect(rows.find((r) => r.email.startsWith('tempfail-once'))).toMatchObject({
      delivery: 'SENT',
      attempts: 2,
    });

    for (const row of rows.filter((r) => r.delivery === 'SENT')) {
      const mails = receivedBy(row.email);
      expect(mails, row.email).toHaveLength(1);
      const [mail] = mails;
      if (!mail) throw new Error('no mail');
      const html = typeof mail.html === 'string' ? mail.html : '';
      const text = mail.text ?? '';
      // The e-mail carries the raw token; the row only its digest.
      const token = linkToken(html);
      expect(row.token_hash).toBe(recipientTokenDigest(token));
      expect(mail.messageId).toBe(`<campaign.${row.external_id}.${row.attempts}@talentdesk.test>`);
      expect(mail.from?.value).toEqual([{ name: 'Talent Desk', address: 'hiring@talentdesk.test' }]);
      expect(header(mail, 'List-Unsubscribe')).toBe(
        `<${ORIGIN}/api/public/unsubscribe/${token}>, <mailto:no-reply@talentdesk.test?subject=unsubscribe%20${token}>`,
      );
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(html).toContain(`<a href="${ORIGIN}/s/${token}">${ORIGIN}/s/${token}</a>`);
      expect(html).toContain(`href="${ORIGIN}/u/${token}"`);
      expect(html).toContain(
        `<img src="${ORIGIN}/api/public/campaigns/open/${token}.gif" width="1" height="1"`,
      );
      expect(html).toContain('invites you to Spring round');
      expect(text).toContain(`${ORIGIN}/s/${token}`);
      expect(text).toContain(`${ORIGIN}/u/${token}`);
      expect(text).not.toContain('<p>');
    }
    const [eve] = receivedBy('eve@example.test');
    // The candidate's name is a value: escaped in the HTML, never markup; as written in the subject and text.
    expect(eve?.html).toContain('Hello &#60;b&#62;Eve&#60;/b&#62; sendone');
    expect(eve?.html).not.toContain('<b>Eve</b>');
    expect(eve?.subject).toBe('News for <b>Eve</b>');
    expect(eve?.text).toContain('Hello <b>Eve</b> sendone');
    expect(receivedBy('nora@example.test')).toHaveLength(0);
    expect(receivedBy('reject-rex@example.test')).toHaveLength(0);

    const { rows: events } = await pool.query<{ n: number }>(
      "select count(*)::int as n from campaign_events where campaign_id = $1 and type = 'EMAIL_SENT'",
      [campaignId],
    );
    expect(events[0]?.n).toBe(5);
  });

  it('the raw link token is only in the e-mail: the recipient row holds its SHA-256 digest, and the links of the e-mail work', async () => {
    const pool = t.database.pool;
    await insertCandidate(pool, { firstName: 'Ida', lastName: 'rawtoken', email: 'ida@example.test' });
    const campaignId = await insertCampaign(pool, { name: 'Raw token', tag: 'rawtoken', ownerUserId: null });
    await addSurvey(pool, campaignId, [{ text: 'Open to relocation?', type: 'BOOLEAN', mandatory: true }]);
    await vi.waitFor(
      async () => expect((await recipientsOf(campaignId)).map((r) => r.delivery)).toEqual(['SENT']),
      { timeout: 30_000, interval: 50 },
    );
    const [mail] = receivedBy('ida@example.test');
    const token = linkToken(typeof mail?.html === 'string' ? mail.html : '');
    const { rows } = await pool.query<{ raw: number; digest: number }>(
      `select count(*) filter (where strpos(row_to_json(r)::text, $2) > 0)::int as raw,
         count(*) filter (where r.token_hash = $3)::int as digest
       from campaign_recipients r where r.campaign_id = $1`,
      [campaignId, token, createHash('sha256').update(token).digest('base64url')],
    );
    expect(rows).toEqual([{ raw: 0, digest: 1 }]);
    const survey = await t.inject({ method: 'GET', url: `/api/public/surveys/${token}` });
    expect(survey.statusCode).toBe(200);
    expect(survey.json()).toMatchObject({ campaignName: 'Raw token', submitted: false, closed: false });
    const page = await t.inject({ method: 'GET', url: `/api/public/unsubscribe/${token}` });
    expect(page.json()).toMatchObject({ campaignName: 'Raw token', unsubscribed: false });
    await t.inject({ method: 'GET', url: `/api/public/campaigns/open/${token}.gif` });
    const { rows: opened } = await pool.query<{ opened: boolean }>(
      'select opened_at is not null as opened from campaign_recipients where campaign_id = $1',
      [campaignId],
    );
    expect(opened).toEqual([{ opened: true }]);
  });

  it('[CAMP-48] an OPEN campaign is CLOSED at its end; a SCHEDULED one whose end passed unopened is closed without sending', async () => {
    const pool = t.database.pool;
    await seedRecipients(pool, 'endsoon', 2);
    const ending = await insertCampaign(pool, {
      name: 'Ends soon',
      tag: 'endsoon',
      ownerUserId: t.admin.id,
      endInSeconds: 1,
    });
    const missed = await insertCampaign(pool, {
      name: 'Missed',
      tag: 'endsoon',
      ownerUserId: t.admin.id,
      startInSeconds: -120,
      endInSeconds: -60,
    });
    await vi.waitFor(async () => expect(await statusOf(ending)).toBe('CLOSED'), {
      timeout: 20_000,
      interval: 50,
    });
    await vi.waitFor(async () => expect(await statusOf(missed)).toBe('CLOSED'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await recipientsOf(missed)).toEqual([]);
  });

  it('[CAMP-48] a campaign closed by hand while sending stops: recipients not yet handed over stay QUEUED and get nothing', async () => {
    const pool = t.database.pool;
    // tempfail addresses are refused (451) at every attempt, so they stay unsent while the campaign is open.
    for (let i = 0; i < 3; i++) {
      await insertCandidate(pool, {
        firstName: 'Held',
        lastName: 'closedbyhand',
        email: `tempfail-held-${i}@example.test`,
      });
    }
    const campaignId = await insertCampaign(pool, {
      name: 'Closed by hand',
      tag: 'closedbyhand',
      ownerUserId: null,
    });
    await vi.waitFor(
      async () => {
        const rows = await recipientsOf(campaignId);
        expect(rows.length).toBe(3);
        expect(rows.every((r) => r.attempts >= 1)).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    await pool.query("update campaigns set status = 'CLOSED', closed_at = now() where id = $1", [campaignId]);
    const attemptsAtClose = (await recipientsOf(campaignId)).map((r) => r.attempts);
    // A few more sender rounds: nothing of a CLOSED campaign is claimed any more.
    await vi.waitFor(
      async () => {
        const rows = await recipientsOf(campaignId);
        expect(rows.every((r) => r.delivery === 'QUEUED')).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    const { rows: later } = await pool.query<{ n: number }>(
      'select count(*)::int as n from campaign_recipients where campaign_id = $1 and attempts > $2',
      [campaignId, Math.max(...attemptsAtClose) + 1],
    );
    expect(later[0]?.n).toBe(0);
  });
});
