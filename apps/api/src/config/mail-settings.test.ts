import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';
import { smtpFailure } from '../wings/mail/index.js';

describe('SMTP_URL and MAIL_FROM (config/index.ts)', () => {
  it('without SMTP_URL mail is kept in the outbox; MAIL_FROM defaults to Talent Desk <no-reply@talentdesk.test>', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Talent Desk <no-reply@talentdesk.test>');
  });

  it('SMTP_URL takes smtp:// and smtps:// with or without credentials and port', () => {
    for (const url of [
      'smtp://mail.example.com',
      'smtp://user:p%40ss@mail.example.com:587',
      'smtps://u:p@10.0.0.5:465',
    ]) {
      expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    }
  });

  it('SMTP_URL of another scheme or without a host stops the start, naming the variable', () => {
    for (const url of ['http://mail.example.com', 'mail.example.com:587', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(/SMTP_URL/);
    }
  });

  it('MAIL_FROM is an address or "Name <address>" (spaces tidied); anything else stops the start', () => {
    expect(loadConfig({ MAIL_FROM: 'robot@example.com' }).mailFrom).toBe('robot@example.com');
    expect(loadConfig({ MAIL_FROM: '  Hiring Team   <jobs@example.com> ' }).mailFrom).toBe(
      'Hiring Team <jobs@example.com>',
    );
    for (const bad of ['not an address', 'Team <jobs@example.com', 'Team <no-at-sign>', '"Quote" <a@b.c>']) {
      expect(() => loadConfig({ MAIL_FROM: bad })).toThrow(/MAIL_FROM/);
    }
  });
});

describe('SMTP failures: permanent or worth a retry (RFC 5321)', () => {
  const answer = (responseCode: number, response: string, code = 'EENVELOPE') =>
    Object.assign(new Error(`Can't send mail - ${response}`), { responseCode, response, code });

  it('a 5xx reply is permanent, a 4xx reply transient; the server text is kept', () => {
    expect(smtpFailure(answer(550, '550 5.1.1 No such user'))).toEqual({
      permanent: true,
      error: '550 5.1.1 No such user',
    });
    expect(smtpFailure(answer(451, '451 4.3.0 Try later'))).toEqual({
      permanent: false,
      error: '451 4.3.0 Try later',
    });
  });

  it('authentication and TLS problems are ours to fix, so they are retried even when answered 5xx', () => {
    expect(smtpFailure(answer(535, '535 5.7.8 Authentication failed', 'EAUTH')).permanent).toBe(false);
  });

  it('no answer at all (connection refused, timeout) is transient; long texts are cut to 1000 characters', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
    expect(smtpFailure(refused)).toEqual({ permanent: false, error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(smtpFailure(answer(452, 'x'.repeat(5000))).error).toHaveLength(1000);
  });
});
