import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneCallingCode, phoneDigits, phoneIssue } from './phone.js';

describe('phone rules (CAND-VAL-01..07)', () => {
  it('[CAND-VAL-01] only digits, plus, hyphen and spaces are allowed', () => {
    expect(phoneIssue('+1 (212) 555-0100', 'USA')).toBe('Please enter a valid telephone number.');
    expect(phoneIssue('555-0100 ext 2', 'USA')).toBe('Please enter a valid telephone number.');
    expect(phoneIssue('+1 212-555-0100', 'USA')).toBeNull();
  });

  it('[CAND-VAL-02] whitespace, plus signs and hyphens are stripped before counting', () => {
    expect(phoneDigits(' +49 30-123 456 ')).toBe('4930123456');
  });

  it('[CAND-VAL-03] fewer than 7 digits is refused', () => {
    expect(phoneIssue('+49 123', 'Germany')).toMatch(/7 to 20 digits/);
    expect(phoneIssue('+49 30 12', 'Germany')).toMatch(/7 to 20 digits/);
  });

  it('[CAND-VAL-04] more than 20 digits is refused', () => {
    expect(phoneIssue('+1 234 567 890 123 456 789 01', 'Germany')).toMatch(/7 to 20 digits/);
    expect(phoneIssue('+44 123456789012345678', 'Germany')).toBeNull();
  });

  it('[CAND-VAL-05] required for India only', () => {
    expect(phoneIssue('', 'India')).toBe('Telephone number is required.');
    expect(phoneIssue('   ', 'India')).toBe('Telephone number is required.');
    expect(phoneIssue(null, 'India')).toBe('Telephone number is required.');
    expect(phoneIssue('', 'USA')).toBeNull();
    expect(phoneIssue(undefined, 'Germany')).toBeNull();
  });

  it('[CAND-VAL-06] numbers are normalised to start with +', () => {
    expect(normalisePhone('+91 98765 43210', 'India')).toBe('+919876543210');
    expect(normalisePhone('98765 43210', 'India')).toBe('+919876543210');
    expect(normalisePhone('(030) 1234567'.replace(/[()]/g, ''), 'Germany')).toBe('+49301234567');
    expect(normalisePhone('212-555-0100', 'USA')).toBe('+12125550100');
    // Not readable as a number of the country: '+' and the digits.
    expect(normalisePhone('1234567', 'Atlantis')).toBe('+1234567');
    expect(normalisePhone('', 'India')).toBe('');
  });

  it('[CAND-VAL-07] a phone starting with 91 needs 12 digits', () => {
    expect(phoneIssue('+91 98765 4321', 'India')).toBe(
      'A telephone number starting with 91 must have 12 digits.',
    );
    expect(phoneIssue('+91 98765 432100', 'Germany')).toBe(
      'A telephone number starting with 91 must have 12 digits.',
    );
    expect(phoneIssue('+91 98765 43210', 'Germany')).toBeNull();
    expect(phoneIssue('91 98765 43210', 'India')).toBeNull();
    // A national Indian mobile is read as +91 and then has 12 digits.
    expect(phoneIssue('98765 43210', 'India')).toBeNull();
  });

  it('[CAND-VAL-07] [CAND-FORM-10] a US national number beginning 91 is not taken for India', () => {
    expect(phoneIssue('917-555-0123', 'USA')).toBeNull();
    expect(normalisePhone('917-555-0123', 'USA')).toBe('+19175550123');
  });
});

describe('phone calling code (CAND-FORM-10)', () => {
  it('[CAND-FORM-10] gives the calling code of the candidate country, none without one', () => {
    expect(phoneCallingCode('India')).toBe('91');
    expect(phoneCallingCode('USA')).toBe('1');
    expect(phoneCallingCode('Germany')).toBe('49');
    expect(phoneCallingCode('')).toBeUndefined();
    expect(phoneCallingCode('Atlantis')).toBeUndefined();
  });
});
