import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_MESSAGES, EMAIL_TEMPLATE_VARIABLES } from '@talent-desk/shared';
import { emailTemplates } from '../../../db/schema/index.js';
import { openVendorHarness, type VendorHarness } from '../../people/testing/index.js';
import { sanitizeBody } from '../../mail/index.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const URL = '/api/engagement/email-templates';
let n = 0;
const template = (overrides: Record<string, unknown> = {}) => ({
  title: `Invitation to an open role ${++n}`,
  from: 'talent@talentdesk.example',
  subject: 'A role for you, {{candidate.firstName}}',
  body: '<p>Hello {{candidate.firstName}},</p><p>We think <strong>{{vacancy.title}}</strong> suits you.</p>',
  ...overrides,
});
const fields = (r: { json: () => { fields?: { path: string; message: string }[] } }) => r.json().fields ?? [];

describe('e-mail templates (ETPL)', () => {
  it("[ETPL-04] [ETPL-05] [ETPL-16] [ETPL-17] an ADMIN creates a template (the editor's variable ids accepted and dropped); it reads back with every field; the variables come from the API", async () => {
    const created = await h.send('admin', 'POST', URL, { ...template(), variables: ['candidate.firstName'] });
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      title: `Invitation to an open role ${n}`,
      from: 'talent@talentdesk.example',
      subject: 'A role for you, {{candidate.firstName}}',
      body: '<p>Hello {{candidate.firstName}},</p><p>We think <strong>{{vacancy.title}}</strong> suits you.</p>',
      emailTemplateId: null,
      createdBy: 'Test ADMIN',
    });
    expect(detail).not.toHaveProperty('variables');
    expect((await h.get('tag', `${URL}/${detail.externalId}`)).json()).toEqual(detail);
    const variables = (await h.get('tag', `${URL}/variables`)).json().content;
    expect(variables).toHaveLength(EMAIL_TEMPLATE_VARIABLES.length);
    expect(variables.map((v: { id: string }) => v.id)).toEqual(
      expect.arrayContaining(['candidate.fullName', 'survey.link']),
    );
  });

  it('[ETPL-06] [ETPL-19] a placeholder that is not a variable is a 406 naming it; nothing is saved', async () => {
    const body = template({
      body: '<p>Hello {{candidate.nickname}}, see {{vacancy.title}} and {{ nope }}</p>',
    });
    const refused = await h.send('admin', 'POST', URL, body);
    expect(refused.statusCode).toBe(406);
    expect(refused.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.incorrectVariables);
    expect(fields(refused)).toEqual([
      { path: 'body', message: 'Unknown variables: {{candidate.nickname}}, {{nope}}' },
    ]);
    expect(
      await h.t.db.select().from(emailTemplates).where(eq(emailTemplates.title, body.title)),
    ).toHaveLength(0);
  });

  it('[ETPL-07] [ETPL-08] [ETPL-09] [ETPL-10] [ETPL-11] [ETPL-12] every field rule is a 400 naming the field', async () => {
    const bad = await h.send(
      'admin',
      'POST',
      URL,
      template({ title: 'A', from: 'not-an-email', subject: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(
      expect.arrayContaining([
        { path: 'title', message: EMAIL_TEMPLATE_MESSAGES.titleLength },
        { path: 'from', message: EMAIL_TEMPLATE_MESSAGES.fromInvalid },
        { path: 'subject', message: 'This field is required' },
      ]),
    );
    const longFrom = await h.send('admin', 'POST', URL, template({ from: `${'a'.repeat(140)}@example.com` }));
    expect(fields(longFrom)).toEqual([{ path: 'from', message: EMAIL_TEMPLATE_MESSAGES.fromLength }]);
    const longSubject = await h.send('admin', 'POST', URL, template({ subject: 's'.repeat(251) }));
    expect(fields(longSubject)).toEqual([
      { path: 'subject', message: EMAIL_TEMPLATE_MESSAGES.subjectLength },
    ]);
    expect((await h.send('admin', 'POST', URL, template({ from: '' }))).json().from).toBeNull(); // optional
    for (const size of [24, 2024]) {
      const body = `<p>${'x'.repeat(size - 7)}</p>`;
      const refused = await h.send('admin', 'POST', URL, template({ body }));
      expect(fields(refused), `${size} characters`).toEqual([
        { path: 'body', message: EMAIL_TEMPLATE_MESSAGES.bodyLength },
      ]);
    }
    for (const size of [25, 2023]) {
      const body = `<p>${'x'.repeat(size - 7)}</p>`;
      expect((await h.send('admin', 'POST', URL, template({ body }))).statusCode, `${size} characters`).toBe(
        201,
      );
    }
  });

  it("[ETPL-13] [ETPL-14] [ETPL-15] images, figures and links to files are refused: 'files are not allowed'", async () => {
    for (const body of [
      '<p>Our office:</p><img src="https://talentdesk.example/office.png">',
      '<figure><figcaption>Team photo</figcaption></figure><p>Hello there, reader.</p>',
      '<p>Read <a href="https://talentdesk.example/brochure.PDF">the brochure</a> today, please.</p>',
      '<p>See <a href="https://talentdesk.example/files/cv.docx?v=2">the form</a> before Friday.</p>',
    ]) {
      const refused = await h.send('admin', 'POST', URL, template({ body }));
      expect(refused.statusCode, body).toBe(400);
      expect(fields(refused)).toEqual([{ path: 'body', message: 'files are not allowed' }]);
    }
    const page = await h.send(
      'admin',
      'POST',
      URL,
      template({ body: '<p>Visit <a href="https://talentdesk.example/careers">our careers page</a>.</p>' }),
    );
    expect(page.statusCode).toBe(201);
  });

  it('bodies are sanitised with an allow-list before they are stored; sanitising twice changes nothing', async () => {
    const dirty =
      '<p onclick="steal()">Hello {{candidate.firstName}}<script>alert(1)</script></p>' +
      '<p style="display:none">hidden</p><a href="javascript:alert(1)">click</a>' +
      '<a href="https://talentdesk.example/jobs">jobs</a><iframe src="https://evil.example"></iframe>';
    const stored = (await h.send('admin', 'POST', URL, template({ body: dirty }))).json().body;
    expect(stored).not.toMatch(/script|onclick|style=|javascript:|iframe/i);
    expect(stored).toContain('<p>Hello {{candidate.firstName}}</p>');
    expect(stored).toContain('<p>hidden</p>');
    expect(stored).toContain(
      '<a href="https://talentdesk.example/jobs" target="_blank" rel="noopener noreferrer">jobs</a>',
    );
    expect(sanitizeBody(stored)).toBe(stored);
  });

  it('[ETPL-02] [ETPL-03] a TAG only views: its creates and edits are 403; a VENDOR gets nothing', async () => {
    const existing = (await h.send('admin', 'POST', URL, template())).json();
    expect((await h.send('tag', 'POST', URL, template())).statusCode).toBe(403);
    expect((await h.send('tag', 'PUT', `${URL}/${existing.externalId}`, template())).statusCode).toBe(403);
    expect((await h.get('tag', URL)).statusCode).toBe(200);
    expect((await h.get('vendor', URL)).statusCode).toBe(403);
    expect((await h.get('vendor', `${URL}/variables`)).statusCode).toBe(403);
  });

  it('[ETPL-20] [ETPL-22] [ETPL-23] edits save; a title in use (any case) is 409 with its message, also between two saves at once', async () => {
    const first = (await h.send('admin', 'POST', URL, template())).json();
    const second = (await h.send('admin', 'POST', URL, template())).json();
    const edited = await h.send(
      'admin',
      'PUT',
      `${URL}/${first.externalId}`,
      template({ title: 'Renamed', emailTemplateId: second.externalId }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', emailTemplateId: second.externalId });
    const clash = await h.send('admin', 'PUT', `${URL}/${second.externalId}`, template({ title: 'RENAMED' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.titleTaken);
    const body = template();
    const answers = await Promise.all([
      h.http(h.cookies.admin, 'POST', URL, body),
      h.http(h.cookies.admin, 'POST', URL, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('[ETPL-25] an unknown template is 404 "email template not found"', async () => {
    const missing = await h.get('admin', `${URL}/7d0c2d1e-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.notFound);
    const put = await h.send('admin', 'PUT', `${URL}/7d0c2d1e-0000-4000-8000-000000000000`, template());
    expect(put.statusCode).toBe(404);
  });
});
