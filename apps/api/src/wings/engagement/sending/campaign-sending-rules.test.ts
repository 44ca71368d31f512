import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { recipientTokenDigest } from '../../../lib/recipient-token.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { campaignContent, templateCandidates } from './campaign-content.repo.js';
import { prepareCampaign } from './campaign-mail.js';
import { openDueCampaign } from './campaign-open.service.js';
import { insertCampaign, insertCandidate, seedRecipients } from '../testing/campaign-fixtures.js';
import { deliverRecipient } from './deliver-recipient.js';
import { handOverMarks } from './hand-over-marks.js';
import { claimRecipients, type ClaimPolicy } from './recipient-claims.repo.js';
import { confirmStaleHandOvers, markHandedOver } from './recipient-outcomes.repo.js';

/**
 * The rules the exactly-once argument rests on, checked on the repositories themselves (no workers
 * running): opening is idempotent, a claim is a fence, a hand-over needs an OPEN campaign, what a dead
 * process left is settled one way only.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await database?.close();
});

const POLICY: ClaimPolicy = {
  batchSize: 10,
  retryDelaySeconds: 30,
  maxRetryDelaySeconds: 3600,
  claimTimeoutSeconds: 60,
};
const queuedCloses: number[] = [];
const openDeps = () => ({
  db: database.db,
  queueClose: async (_tx: unknown, campaignId: number) => {
    queuedCloses.push(campaignId);
  },
});

async function openedCampaign(tag: string, count: number) {
  await seedRecipients(database.pool, tag, count);
  const id = await insertCampaign(database.pool, { name: `Rules ${tag}`, tag, ownerUserId: null });
  expect(await openDueCampaign(openDeps(), id)).toEqual({ outcome: 'opened', recipients: count });
  return id;
}

const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query<T>(text, values)).rows;

describe('campaign sending rules (repositories)', () => {
  it('[CAMP-48] opening is idempotent: concurrent and repeated opens take the recipients once; consent off and not yet due are left out', async () => {
    await seedRecipients(database.pool, 'openonce', 30);
    await insertCandidate(database.pool, {
      firstName: 'Off',
      lastName: 'openonce',
      email: 'off@example.test',
      emailNotifications: false,
    });
    const later = await insertCampaign(database.pool, {
      name: 'Later',
      tag: 'openonce',
      ownerUserId: null,
      startInSeconds: 3600,
    });
    expect(await openDueCampaign(openDeps(), later)).toEqual({ outcome: 'nothing-to-do' });

    const id = await insertCampaign(database.pool, { name: 'Open once', tag: 'openonce', ownerUserId: null });
    const results = await Promise.all([openDueCampaign(openDeps(), id), openDueCampaign(openDeps(), id)]);
    expect(results.filter((r) => r.outcome === 'opened')).toEqual([{ outcome: 'opened', recipients: 30 }]);
    expect(await openDueCampaign(openDeps(), id)).toEqual({ outcome: 'nothing-to-do' });
    const [row] = await query<{ n: number; tokens: number; status: string }>(
      `select count(*)::int as n, count(token_hash)::int as tokens,
         (select status::text from campaigns where id = $1) as status
       from campaign_recipients where campaign_id = $1`,
      [id],
    );
    // No link token before the e-mail is written: each claim issues one (next test).
    expect(row).toEqual({ n: 30, tokens: 0, status: 'OPEN' });
    expect(queuedCloses).toContain(id);
  });

  it('each claim issues its recipient a new link token: only its digest is stored, a retry replaces it', async () => {
    const id = await openedCampaign('claimtoken', 3);
    const claims = await claimRecipients(database.db, id, POLICY);
    expect(claims).toHaveLength(3);
    const digests = async () =>
      new Map(
        (
          await query<{ id: number; token_hash: string }>(
            'select id, token_hash from campaign_recipients where campaign_id = $1',
            [id],
          )
        ).map((row) => [row.id, row.token_hash]),
      );
    const stored = await digests();
    for (const claim of claims) {
      expect(claim.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stored.get(claim.id)).toBe(recipientTokenDigest(claim.token));
    }
    expect(new Set(claims.map((c) => c.token)).size).toBe(3);
    const [first] = claims;
    if (!first) throw new Error('nothing claimed');
    await query(
      "update campaign_recipients set delivery = 'QUEUED', claimed_at = now() - interval '1 hour' where id = $1",
      [first.id],
    );
    const [retry] = await claimRecipients(database.db, id, POLICY);
    expect(retry).toMatchObject({ id: first.id, attempt: 2 });
    expect(retry?.token).not.toBe(first.token);
    expect((await digests()).get(first.id)).toBe(recipientTokenDigest(retry?.token ?? ''));
  });

  it("a fresh campaign's first claim takes exactly one batch (statistics from before it opened), each recipient with its own token", async () => {
    // Statistics taken before the campaign opened (as autovacuum leaves them) know none of its rows:
    // a pick the plan could run again per updated row would claim the whole audience in one statement.
    await query('analyze campaign_recipients');
    const id = await openedCampaign('firstbatch', 200);
    const claims = await claimRecipients(database.db, id, POLICY);
    expect(claims).toHaveLength(POLICY.batchSize);
    expect(new Set(claims.map((c) => c.token)).size).toBe(POLICY.batchSize);
    const counts = await query<{ delivery: string; n: number; tokens: number }>(
      `select delivery::text, count(*)::int as n, count(distinct token_hash)::int as tokens
       from campaign_recipients where campaign_id = $1 group by delivery order by delivery`,
      [id],
    );
    expect(counts).toEqual([
      { delivery: 'QUEUED', n: 200 - POLICY.batchSize, tokens: 0 },
      { delivery: 'SENDING', n: POLICY.batchSize, tokens: POLICY.batchSize },
    ]);
    // The batch is the lowest ids: recipients go out in the order the audience listed them.
    const lowest = await query<{ id: number }>(
      'select id from campaign_recipients where campaign_id = $1 order by id limit $2',
      [id, POLICY.batchSize],
    );
    expect(claims.map((c) => c.id)).toEqual(lowest.map((row) => row.id));
  });

  it('[CAMP-48] a claim is a fence: once another process has taken an abandoned claim over, the first can no longer hand the message over', async () => {
    const id = await openedCampaign('fence', 1);
    const [first] = await claimRecipients(database.db, id, POLICY);
    if (!first) throw new Error('nothing claimed');
    expect(first.attempt).toBe(1);
    // Nothing else is claimable meanwhile: the row is SENDING and its claim young.
    expect(await claimRecipients(database.db, id, POLICY)).toEqual([]);
    await query("update campaign_recipients set claimed_at = now() - interval '2 minutes' where id = $1", [
      first.id,
    ]);
    const [second] = await claimRecipients(database.db, id, POLICY);
    expect(second).toMatchObject({ id: first.id, attempt: 2 });
    if (!second) throw new Error('not taken over');
    expect(await markHandedOver(database.db, first)).toBe(false);
    expect(await markHandedOver(database.db, second)).toBe(true);
    // Handed over: never claimable again, even once its claim is old.
    await query("update campaign_recipients set claimed_at = now() - interval '2 minutes' where id = $1", [
      first.id,
    ]);
    expect(await claimRecipients(database.db, id, POLICY)).toEqual([]);
  });

  it('[CAMP-48] hand-over marks asked for together (one statement) are each judged on their own claim: one taken over or already handed over gets none', async () => {
    const id = await openedCampaign('groupmark', 4);
    const claims = await claimRecipients(database.db, id, POLICY);
    const [a, b, c, d] = claims;
    if (!a || !b || !c || !d) throw new Error('claims missing');
    // b's claim was taken over meanwhile (its attempt number moved on); d was already handed over.
    await query('update campaign_recipients set attempts = attempts + 1 where id = $1', [b.id]);
    expect(await markHandedOver(database.db, d)).toBe(true);
    const handOver = handOverMarks(database.db);
    expect(await Promise.all([a, b, c, d].map((claim) => handOver(claim)))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const marked = await query<{ id: number }>(
      'select id from campaign_recipients where campaign_id = $1 and sent_at is not null order by id',
      [id],
    );
    expect(marked.map((row) => row.id)).toEqual([a.id, c.id, d.id].sort((x, y) => x - y));
  });

  it('[CAMP-48] after a crash: a message handed over is counted SENT (its event at the hand-over time), never resent; a claim never handed over is sent again', async () => {
    const id = await openedCampaign('settle', 2);
    const claims = await claimRecipients(database.db, id, POLICY);
    const [handed, notHanded] = claims;
    if (!handed || !notHanded) throw new Error('claims missing');
    expect(await markHandedOver(database.db, handed)).toBe(true);
    // The process dies here; time passes beyond the claim timeout.
    await query(
      "update campaign_recipients set claimed_at = now() - interval '2 minutes' where campaign_id = $1",
      [id],
    );
    expect(await confirmStaleHandOvers(database.db, POLICY.claimTimeoutSeconds, id)).toBe(1);
    const again = await claimRecipients(database.db, id, POLICY);
    expect(again.map((c) => ({ id: c.id, attempt: c.attempt }))).toEqual([{ id: notHanded.id, attempt: 2 }]);
    const rows = await query<{ id: number; delivery: string; events: number; at_hand_over: boolean }>(
      `select r.id, r.delivery::text, count(e.id)::int as events, bool_and(e.occurred_at = r.sent_at) as at_hand_over
       from campaign_recipients r left join campaign_events e on e.recipient_id = r.id and e.type = 'EMAIL_SENT'
       where r.campaign_id = $1 group by r.id order by r.id`,
      [id],
    );
    expect(rows).toEqual(
      [
        { id: handed.id, delivery: 'SENT', events: 1, at_hand_over: true },
        { id: notHanded.id, delivery: 'SENDING', events: 0, at_hand_over: null },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('[CAMP-48] a campaign closed meanwhile refuses the hand-over; a transient failure waits for its backoff', async () => {
    const id = await openedCampaign('closedmeanwhile', 1);
    const [claim] = await claimRecipients(database.db, id, POLICY);
    if (!claim) throw new Error('nothing claimed');
    await query("update campaigns set status = 'CLOSED' where id = $1", [id]);
    expect(await markHandedOver(database.db, claim)).toBe(false);

    const retry = await openedCampaign('backoff', 1);
    const [first] = await claimRecipients(database.db, retry, POLICY);
    if (!first) throw new Error('nothing claimed');
    await query("update campaign_recipients set delivery = 'QUEUED' where id = $1", [first.id]);
    // 30 s after the first attempt's claim, not before.
    expect(await claimRecipients(database.db, retry, POLICY)).toEqual([]);
    await query("update campaign_recipients set claimed_at = now() - interval '31 seconds' where id = $1", [
      first.id,
    ]);
    expect(await claimRecipients(database.db, retry, POLICY)).toMatchObject([{ id: first.id, attempt: 2 }]);
  });

  it('a claim from where the last one ended takes only later recipients; a claim through the whole campaign finds the earlier ones left QUEUED', async () => {
    const id = await openedCampaign('claimscope', 25);
    const first = await claimRecipients(database.db, id, POLICY, { abandoned: false, after: 0 });
    expect(first).toHaveLength(10);
    const upTo = Math.max(...first.map((c) => c.id));
    // One of them goes back to QUEUED, as a failed claim or a retry past its backoff leaves it.
    const left = first[3];
    if (!left) throw new Error('nothing claimed');
    await query("update campaign_recipients set delivery = 'QUEUED', claimed_at = null where id = $1", [
      left.id,
    ]);

    const next = await claimRecipients(database.db, id, POLICY, { abandoned: false, after: upTo });
    expect(next).toHaveLength(10);
    expect(next.every((c) => c.id > upTo)).toBe(true);
    const whole = await claimRecipients(database.db, id, POLICY);
    expect(whole.map((c) => c.id)).toContain(left.id);
    expect(whole).toHaveLength(6); // the one left, and the last 5
  });

  it('[CAMP-48] without SMTP_URL each e-mail is kept in the outbox (KEPT) in the same transaction that makes its recipient SENT', async () => {
    const id = await openedCampaign('outbox', 2);
    const claims = await claimRecipients(database.db, id, POLICY);
    const content = await campaignContent(database.db, id);
    if (!content) throw new Error('no content');
    const prepared = prepareCampaign(content, {
      origin: 'https://talent.example',
      mailFrom: 'Talent Desk <no-reply@talentdesk.test>',
      fromDomains: ['talentdesk.test'],
    });
    const people = await templateCandidates(
      database.db,
      claims.map((c) => c.candidateId),
    );
    const deps = {
      db: database.db,
      delivery: { kind: 'outbox' } as const,
      handOver: handOverMarks(database.db),
      maxAttempts: 8,
      log: pino({ level: 'silent' }),
    };
    for (const claim of claims) {
      const candidate = people.get(claim.candidateId);
      if (!candidate) throw new Error('no candidate');
      expect(await deliverRecipient(deps, prepared, candidate, claim)).toBe('settled');
      // A repeat of the same claim changes nothing: no second outbox row.
      expect(await deliverRecipient(deps, prepared, candidate, claim)).toBe('settled');
    }
    const kept = await query<{ to: string; status: string; html: string }>(
      `select to_addresses[1] as to, status::text, html from mail_messages
       where to_addresses[1] like 'outbox-%' order by to_addresses[1]`,
    );
    expect(kept.map((m) => [m.to, m.status])).toEqual([
      ['outbox-1@example.test', 'KEPT'],
      ['outbox-2@example.test', 'KEPT'],
    ]);
    expect(kept[0]?.html).toContain('https://talent.example/u/');
    const sent = await query<{ n: number }>(
      "select count(*)::int as n from campaign_recipients where campaign_id = $1 and delivery = 'SENT'",
      [id],
    );
    expect(sent[0]?.n).toBe(2);
  });
});
