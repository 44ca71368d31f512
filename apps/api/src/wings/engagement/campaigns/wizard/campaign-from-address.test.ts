import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDomainMessage } from '@talent-desk/shared';
import { createTestApp } from '../../../../test/test-app.js';
import { campaignContent } from '../../sending/campaign-content.repo.js';
import { prepareCampaign } from '../../sending/campaign-mail.js';
import { insertCampaign } from '../../testing/campaign-fixtures.js';
import { CAMPAIGNS_URL, openCampaignHarness, type CampaignHarness } from '../../testing/campaign-harness.js';

/**
 * Issue 20: a campaign's From address only at the operator's domains (CAMPAIGN_FROM_DOMAINS, by default
 * MAIL_FROM's: talentdesk.test in the tests), so a campaign cannot send as somebody else's domain.
 */
let h: CampaignHarness;
beforeAll(async () => {
  h = await openCampaignHarness();
});
afterAll(async () => {
  await h?.t.close();
});

const DEFAULT_DOMAINS = ['talentdesk.test'];

async function storedFrom(externalId: string): Promise<string | null> {
  const detail = await h.call('admin', 'GET', `${CAMPAIGNS_URL}/${externalId}`);
  return detail.json().from as string | null;
}

describe("a campaign's From address (PUT /api/campaigns/{id}/content, POST .../schedule)", () => {
  it('another domain, or one that only looks like ours, is a 400 naming from and the domains allowed; nothing is saved', async () => {
    const id = await h.create('tag');
    const ok = await h.call(
      'tag',
      'PUT',
      `${CAMPAIGNS_URL}/${id}/content`,
      h.content({ from: 'hiring@talentdesk.test' }),
    );
    expect(ok.statusCode).toBe(200);
    for (const from of [
      'ceo@evil.example',
      'hiring@talentdesk.test.evil.example',
      'hiring@evil.talentdesk.test',
      'hiring@eviltalentdesk.test',
    ]) {
      const refused = await h.call(
        'tag',
        'PUT',
        `${CAMPAIGNS_URL}/${id}/content`,
        h.content({ from, subject: 'Changed subject' }),
      );
      expect(refused.statusCode, from).toBe(400);
      expect(refused.json().fields, from).toEqual([
        { path: 'from', message: fromDomainMessage(DEFAULT_DOMAINS) },
      ]);
      expect(await storedFrom(id)).toBe('hiring@talentdesk.test');
    }
    expect(fromDomainMessage(DEFAULT_DOMAINS)).toContain('@talentdesk.test');
  });

  it('an address of our domain in any case, or none (MAIL_FROM), is saved', async () => {
    const id = await h.create('admin');
    for (const from of ['Talent.Team@TalentDesk.TEST', null]) {
      const saved = await h.call('admin', 'PUT', `${CAMPAIGNS_URL}/${id}/content`, h.content({ from }));
      expect(saved.statusCode, String(from)).toBe(200);
      expect(saved.json().from).toBe(from);
    }
  });

  it('a draft saved with another domain before the rule is refused at Schedule (400 naming from), and stays a DRAFT', async () => {
    const id = await h.create('admin');
    const saved = await h.call('admin', 'PUT', `${CAMPAIGNS_URL}/${id}/content`, h.content());
    expect(saved.statusCode).toBe(200);
    await h.t.database.pool.query(
      "update campaigns set from_address = 'ceo@evil.example' where external_id = $1",
      [id],
    );
    const refused = await h.call('admin', 'POST', `${CAMPAIGNS_URL}/${id}/schedule`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ path: 'from', message: fromDomainMessage(DEFAULT_DOMAINS) }]);
    const detail = await h.call('admin', 'GET', `${CAMPAIGNS_URL}/${id}`);
    expect(detail.json().status).toBe('DRAFT');
  });

  it("CAMPAIGN_FROM_DOMAINS names the domains allowed: then MAIL_FROM's own domain is refused too", async () => {
    const t = await createTestApp({ CAMPAIGN_FROM_DOMAINS: 'Careers.Example, jobs.example' });
    try {
      const cookie = await t.sessionCookie(t.admin);
      const created = await t.inject({
        method: 'POST',
        url: CAMPAIGNS_URL,
        headers: { cookie },
        payload: h.audience(),
      });
      expect(created.statusCode).toBe(201);
      const url = `${CAMPAIGNS_URL}/${created.json().externalId}/content`;
      const put = (from: string) =>
        t.inject({ method: 'PUT', url, headers: { cookie }, payload: h.content({ from }) });
      expect((await put('hiring@careers.example')).statusCode).toBe(200);
      expect((await put('hiring@jobs.example')).statusCode).toBe(200);
      const refused = await put('hiring@talentdesk.test');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        { path: 'from', message: 'The From address must end in @careers.example or @jobs.example' },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the e-mail of a campaign saved with another domain before the rule', () => {
  it("is sent from MAIL_FROM's address, never the other domain", async () => {
    const settings = {
      origin: 'https://talent.example',
      mailFrom: 'Talent Desk <no-reply@talentdesk.test>',
      fromDomains: DEFAULT_DOMAINS,
    };
    const fromOf = async (from: string) => {
      const id = await insertCampaign(h.t.database.pool, {
        name: `From ${from}`,
        tag: 'fromsend',
        ownerUserId: null,
        from,
      });
      const content = await campaignContent(h.t.db, id);
      if (!content) throw new Error('no campaign');
      return prepareCampaign(content, settings);
    };
    const foreign = await fromOf('ceo@evil.example');
    expect(foreign.from).toBe('Talent Desk <no-reply@talentdesk.test>');
    expect(foreign.messageIdDomain).toBe('talentdesk.test');
    expect((await fromOf('hiring@talentdesk.test')).from).toBe('Talent Desk <hiring@talentdesk.test>');
  });
});
