import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from './link-token-redaction.js';

const token = 'Zk3v9Q0xY1-_abcdefghijklmnopqrstuvwxyzABCDE';

describe('redactLinkTokens: the outbox shows links without their tokens', () => {
  it('hides the password link token, keeping the link readable', () => {
    const html = `<a href="https://td.example/set-password#token=${token}">Set</a>`;
    expect(redactLinkTokens(html)).toBe('<a href="https://td.example/set-password#token=REDACTED">Set</a>');
  });

  it('hides campaign survey, unsubscribe, one-click and pixel tokens', () => {
    const text = [
      `https://td.example/s/${token}`,
      `https://td.example/u/${token}`,
      `https://td.example/api/public/unsubscribe/${token}`,
      `https://td.example/api/public/campaigns/open/${token}.gif`,
      `mailto:no-reply@td.example?subject=unsubscribe%20${token}`,
    ].join('\n');
    const redacted = redactLinkTokens(text);
    expect(redacted).not.toContain(token);
    expect(redacted).toContain('/api/public/campaigns/open/REDACTED.gif');
    expect(redacted.match(/REDACTED/g)).toHaveLength(5);
  });

  it('leaves text without tokens as it is', () => {
    const text = 'Your address changed; see https://td.example/s/short and /users/abc';
    expect(redactLinkTokens(text)).toBe(text);
  });
});
