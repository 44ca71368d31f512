import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../db/schema/index.js';
import { openVendorHarness, type VendorHarness } from '../../people/testing/index.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const draft = {
  subject: 'A role for you, {{candidate.firstName}}',
  body:
    '<p onclick="x()">Hello <span data-variable="candidate.firstName">{{candidate.firstName}}</span> &amp; welcome,</p>' +
    '<ul><li>{{vacancy.title}}</li></ul><p>{{survey.link}} {{unknown.thing}}</p><script>alert(1)</script>',
};

describe('e-mail template preview and test e-mail', () => {
  it('renders the draft for the sample candidate: sanitised, values filled in, a plain-text part', async () => {
    const answer = await h.send('tag', 'POST', '/api/engagement/email-templates/preview', draft);
    expect(answer.statusCode).toBe(200);
    const { subject, html, text } = answer.json();
    expect(subject).toBe('A role for you, Asha');
    expect(html).toBe(
      '<p>Hello Asha &amp; welcome,</p><ul><li>Senior Java Engineer</li></ul>' +
        '<p>https://talentdesk.example/survey/sample {{unknown.thing}}</p>',
    );
    expect(text).toBe(
      'Hello Asha & welcome,\nSenior Java Engineer\nhttps://talentdesk.example/survey/sample {{unknown.thing}}',
    );
  });

  it("'Send test e-mail' queues the rendered draft to the signed-in user; a VENDOR may not", async () => {
    const answer = await h.send('tag', 'POST', '/api/engagement/email-templates/test', draft);
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toBe(`A test e-mail is on its way to ${h.t.tag.email}.`);
    const [message] = (await h.t.db.select().from(mailMessages)).filter((m) =>
      m.toAddresses.includes(h.t.tag.email),
    );
    expect(message).toMatchObject({ subject: '[Test] A role for you, Asha', createdByUserId: h.t.tag.id });
    expect(message?.html).toContain('<li>Senior Java Engineer</li>');
    expect((await h.send('vendor', 'POST', '/api/engagement/email-templates/test', draft)).statusCode).toBe(
      403,
    );
  });
});
