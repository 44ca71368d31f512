import { describe, expect, it } from 'vitest';
import { emailDomain, fromDomainMessage, isAllowedFromAddress } from './campaign-from.js';

describe('a campaign From address (issue 20)', () => {
  it("is allowed only at one of the operator's domains, compared whole and in any case", () => {
    const domains = ['talentdesk.test', 'careers.example'];
    for (const ok of ['hiring@talentdesk.test', 'Hiring@TalentDesk.TEST', ' jobs@careers.example '])
      expect(isAllowedFromAddress(ok, domains), ok).toBe(true);
    for (const bad of [
      'ceo@evil.example',
      'x@talentdesk.test.evil.example',
      'x@evil.talentdesk.test',
      'x@evil-talentdesk.test',
      'x@talentdesk.test.',
      'talentdesk.test',
      'x@a@evil.example',
    ])
      expect(isAllowedFromAddress(bad, domains), bad).toBe(false);
    expect(emailDomain('a@b@Talentdesk.Test')).toBe('talentdesk.test');
  });

  it('names the allowed domains in its message', () => {
    expect(fromDomainMessage(['talentdesk.test'])).toBe('The From address must end in @talentdesk.test');
    expect(fromDomainMessage(['a.test', 'b.test', 'c.test'])).toBe(
      'The From address must end in @a.test, @b.test or @c.test',
    );
  });
});
