/** The HTML special characters, for text put into the message's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const TEST_MAIL_SUBJECT = 'Talent Desk test e-mail';

/** The message of 'Send test e-mail': says who asked for it and that outgoing mail works. */
export function testMailContent(firstName: string): { subject: string; html: string; text: string } {
  const lines = [
    `Hello ${firstName},`,
    'This is a test message from Talent Desk. If you are reading it, outgoing mail works.',
    'You asked for it with Send test e-mail on the Mail outbox page.',
  ];
  const [greeting, body, footer] = lines.map(escapeHtml);
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Talent Desk test e-mail</title></head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    '<h1 style="margin:0 0 16px;font-size:20px;color:#1e3a8a;">Talent Desk test e-mail</h1>',
    `<p style="margin:0 0 12px;">${greeting}</p>`,
    `<p style="margin:0 0 12px;">${body}</p>`,
    `<p style="margin:0;color:#4b5563;font-size:14px;">${footer}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: TEST_MAIL_SUBJECT, html, text: `${lines.join('\n\n')}\n` };
}
