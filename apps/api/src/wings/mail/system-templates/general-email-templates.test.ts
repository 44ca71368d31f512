import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_VARIABLES,
  type GeneralEmailTemplateRow,
} from '@talent-desk/shared';
import { emailTemplates, mailMessages } from '../../../db/schema/index.js';
import {
  linkToken,
  mailsTo,
  userBody,
  openVendorHarness,
  type VendorHarness,
} from '../../people/testing/index.js';
import { ensureGeneralTemplates } from './general-email-template.service.js';
import { GENERAL_TEMPLATE_DEFAULTS } from './general-template-defaults.js';

let h: VendorHarness;
let rows: GeneralEmailTemplateRow[];
beforeAll(async () => {
  h = await openVendorHarness();
  rows = (await h.get('admin', URL)).json().content;
});
afterAll(async () => {
  await h?.close();
});

const URL = '/api/settings/general-email-templates';
const CAMPAIGN_URL = '/api/engagement/email-templates';
const idOf = (key: 'INVITATION' | 'PASSWORD_RESET') => rows.find((row) => row.key === key)?.externalId ?? '';
const wording = (body: string, subject = 'Welcome aboard, {{user.firstName}}') => ({ subject, body });
const LINKED = '<p>Hi {{user.fullName}},</p><p>Your new account is waiting: {{action.link}}</p>';

describe('general e-mail templates (issue 10, SET-03)', () => {
  it("[SET-01] [SET-03] an ADMIN lists the app's own e-mails: the invitation and the password reset, with the wording the app sent before", () => {
    expect(rows.map((row) => row.key)).toEqual(['INVITATION', 'PASSWORD_RESET']);
    expect(rows.map((row) => row.subject)).toEqual([
      GENERAL_TEMPLATE_DEFAULTS.INVITATION.subject,
      GENERAL_TEMPLATE_DEFAULTS.PASSWORD_RESET.subject,
    ]);
  });

  it('[SET-01] TAG and VENDOR get 403 on every general template route', async () => {
    for (const who of ['tag', 'vendor'] as const) {
      expect((await h.get(who, URL)).statusCode).toBe(403);
      expect((await h.get(who, `${URL}/${idOf('INVITATION')}`)).statusCode).toBe(403);
      const put = await h.send(who, 'PUT', `${URL}/${idOf('INVITATION')}`, wording(LINKED));
      expect(put.statusCode).toBe(403);
    }
  });

  it('[ETPL-01] the campaign template list, its search and its id routes never show a general template; a campaign template may take a general title', async () => {
    const list = (search: string) =>
      h.get('admin', `${CAMPAIGN_URL}?search=${encodeURIComponent(search)}`).then((r) => r.json());
    expect((await list('password')).totalElements).toBe(0);
    expect((await list('account')).totalElements).toBe(0);
    expect((await h.get('admin', `${CAMPAIGN_URL}/${idOf('INVITATION')}`)).statusCode).toBe(404);
    const campaignPut = await h.send('admin', 'PUT', `${CAMPAIGN_URL}/${idOf('INVITATION')}`, {
      title: 'Hijack',
      subject: 'x',
      body: '<p>A body that is long enough to pass.</p>',
    });
    expect(campaignPut.statusCode).toBe(404);
    const sameTitle = await h.send('admin', 'POST', CAMPAIGN_URL, {
      title: GENERAL_TEMPLATE_DEFAULTS.INVITATION.title,
      subject: 'Hello',
      body: '<p>A campaign template called like a general one.</p>',
    });
    expect(sameTitle.statusCode).toBe(201);
    expect((await list('')).totalElements).toBe(1);
    expect((await h.get('admin', `${URL}/${sameTitle.json().externalId}`)).statusCode).toBe(404);
  });

  it('[ETPL-17] the variables come from the API: the user, the link and the app, none of the campaign ones', async () => {
    const variables = (await h.get('admin', `${URL}/variables`)).json().content;
    expect(variables).toEqual([...GENERAL_EMAIL_TEMPLATE_VARIABLES]);
  });

  it("an ADMIN edits the wording (sanitised as a campaign body); title and sender stay the app's", async () => {
    const id = idOf('INVITATION');
    const saved = await h.send('admin', 'PUT', `${URL}/${id}`, {
      ...wording(`${LINKED}<script>alert(1)</script>`),
      variables: ['user.fullName', 'action.link'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      externalId: id,
      key: 'INVITATION',
      title: GENERAL_TEMPLATE_DEFAULTS.INVITATION.title,
      subject: 'Welcome aboard, {{user.firstName}}',
      body: LINKED,
    });
    expect((await h.get('admin', `${URL}/${id}`)).json()).toEqual(saved.json());
    const withTitle = await h.send('admin', 'PUT', `${URL}/${id}`, { ...wording(LINKED), title: 'Mine' });
    expect(withTitle.statusCode).toBe(400);
  });

  it('[ETPL-19] a placeholder that is not a general variable (a campaign one included) is a 406 naming it', async () => {
    const refused = await h.send(
      'admin',
      'PUT',
      `${URL}/${idOf('PASSWORD_RESET')}`,
      wording('<p>Hello {{candidate.firstName}}, reset here: {{action.link}} {{nope}}</p>'),
    );
    expect(refused.statusCode).toBe(406);
    expect(refused.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.incorrectVariables);
    expect(refused.json().fields).toEqual([
      { path: 'body', message: 'Unknown variables: {{candidate.firstName}}, {{nope}}' },
    ]);
  });

  it('a body without its link is a 400 naming the body: a reset e-mail without its link is useless', async () => {
    const refused = await h.send(
      'admin',
      'PUT',
      `${URL}/${idOf('PASSWORD_RESET')}`,
      wording('<p>Hello {{user.firstName}}, please reset your password soon.</p>', 'Reset {{action.link}}'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: 'body', message: GENERAL_EMAIL_TEMPLATE_MESSAGES.linkRequired },
    ]);
  });

  it('[ETPL-12] [ETPL-13] the campaign body rules apply: length and no files; an unknown id is a 404', async () => {
    const id = idOf('PASSWORD_RESET');
    const short = await h.send('admin', 'PUT', `${URL}/${id}`, wording('<p>{{action.link}}</p>'));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([{ path: 'body', message: EMAIL_TEMPLATE_MESSAGES.bodyLength }]);
    const image = await h.send('admin', 'PUT', `${URL}/${id}`, wording(`${LINKED}<img src="x.png">`));
    expect(image.statusCode).toBe(400);
    expect(image.json().fields).toEqual([{ path: 'body', message: EMAIL_TEMPLATE_MESSAGES.filesNotAllowed }]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await h.get('admin', `${URL}/${unknown}`)).statusCode).toBe(404);
    expect((await h.send('admin', 'PUT', `${URL}/${unknown}`, wording(LINKED))).statusCode).toBe(404);
  });

  it("[VEND-19] a new user's invitation is rendered from the edited template in the same transaction: values filled, the link clickable, a plain-text part", async () => {
    const id = idOf('INVITATION');
    const edited = await h.send(
      'admin',
      'PUT',
      `${URL}/${id}`,
      wording(
        '<p>Hi <span data-variable="user.fullName">{{user.fullName}}</span>,</p>' +
          '<p>Set your password: {{action.link}} (valid {{action.expiresIn}}).</p><p>{{app.name}}</p>',
      ),
    );
    expect(edited.statusCode).toBe(200);
    const vendor = await h.t.createVendor();
    const payload = userBody(vendor.externalId, { firstName: 'Ananya', lastName: 'Rao' });
    expect((await h.send('admin', 'POST', '/api/users', payload)).statusCode).toBe(201);
    const [mail] = await mailsTo(h.t, payload.email);
    expect(mail?.subject).toBe('Welcome aboard, Ananya');
    const token = linkToken(mail?.text ?? '');
    expect(mail?.text).toMatch(
      /^Hi Ananya Rao,\nSet your password: http\S+\/set-password#token=\S+ \(valid 72 hours\)\.\n/,
    );
    expect(mail?.text).toContain('Talent Desk');
    expect(mail?.html).toMatch(/^<!doctype html>/);
    expect(mail?.html).toContain(`<a href="`);
    expect(mail?.html).toContain(`/set-password#token=${token}</a>`);
    expect(mail?.html).not.toContain('data-variable');
  });

  it('a password reset uses the PASSWORD_RESET template, its link valid for 1 hour', async () => {
    const user = await h.t.createUser('TAG');
    expect(
      (await h.send('admin', 'POST', '/api/auth/forgot-password', { email: user.email })).statusCode,
    ).toBe(202);
    // The request is queued (the same answer time for every address); its job writes the message.
    await expect.poll(async () => (await mailsTo(h.t, user.email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(h.t, user.email);
    expect(mail?.subject).toBe('Reset your Talent Desk password');
    expect(mail?.text).toContain('Hello Test,');
    expect(mail?.text).toContain('for 1 hour.');
    expect(linkToken(mail?.text ?? '')).toHaveLength(43);
  });

  it('preview and test e-mail render a draft for the sample user and link, nothing stored', async () => {
    const draft = wording(LINKED);
    const preview = await h.send('admin', 'POST', `${URL}/preview`, draft);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      subject: 'Welcome aboard, Asha',
      html:
        '<p>Hi Asha Verma,</p><p>Your new account is waiting: <a href="https://talentdesk.example/set-password#token=sample">' +
        'https://talentdesk.example/set-password#token=sample</a></p>',
    });
    const sent = await h.send('admin', 'POST', `${URL}/test`, draft);
    expect(sent.statusCode).toBe(202);
    const [message] = (await h.t.db.select().from(mailMessages)).filter(
      (m) => m.toAddresses.includes(h.t.admin.email) && m.subject === '[Test] Welcome aboard, Asha',
    );
    expect(message?.html).toContain('Hi Asha Verma,');
  });

  it('at start every missing general template is stored with its default wording; an edited one is kept', async () => {
    const before = await h.get('admin', `${URL}/${idOf('INVITATION')}`);
    await h.t.db.delete(emailTemplates).where(eq(emailTemplates.systemKey, 'PASSWORD_RESET'));
    await ensureGeneralTemplates(h.t.db);
    await ensureGeneralTemplates(h.t.db);
    const after = (await h.get('admin', URL)).json().content as GeneralEmailTemplateRow[];
    expect(after.map((row) => row.key)).toEqual(['INVITATION', 'PASSWORD_RESET']);
    expect(after[1]?.subject).toBe(GENERAL_TEMPLATE_DEFAULTS.PASSWORD_RESET.subject);
    expect((await h.get('admin', `${URL}/${idOf('INVITATION')}`)).json()).toEqual(before.json());
  });
});
