import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/index.js';
import { candidateFormSchema, type CandidateFormInput } from './candidate.js';
import { candidateFiltersSchema } from '../filters/candidate-filters.js';
import { candidateListQuerySchema } from '../filters/candidate-list-query.js';
import { optionsQuerySchema } from '../../settings/index.js';

const valid: CandidateFormInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+49 30 1234567',
  linkedinUrl: 'https://www.linkedin.com/in/asha',
  country: 'USA',
  state: 'California',
  city: 'San Diego',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  comments: 'Good',
  experience: 'Ten years',
  source: 'VENDOR',
  sourceName: 'Acme',
};

function errors(input: unknown, actorRole: Role = 'TAG'): Record<string, string[]> {
  const result = candidateFormSchema({ actorRole }).safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const CONTROL = 'Control characters are not allowed';
// ESC, BEL, NUL, backspace, vertical tab, form feed, DEL and a C1 control (CSI).
const controls = ['\u001b[31m', '\u0007', '\u0000', '\b', '\u000b', '\f', '\u007f', '\u009b'];

describe('control characters in candidate text are refused, naming the field', () => {
  const oneLine = [
    'firstName',
    'middleName',
    'lastName',
    'email',
    'linkedinUrl',
    'state',
    'city',
    'sourceName',
  ];
  for (const field of oneLine) {
    it(`${field}: every C0 control, DEL and C1 control is refused; tab and line breaks too`, () => {
      const base = String(valid[field as keyof CandidateFormInput] ?? 'Devi');
      for (const c of [...controls, '\t', '\n', '\r']) {
        const value = field === 'email' ? `a${c}b@example.com` : `${base.slice(0, 2)}${c}${base.slice(2)}`;
        expect(errors({ ...valid, [field]: value })[field], JSON.stringify(c)).toContain(CONTROL);
      }
    });
  }

  for (const field of ['comments', 'experience'] as const) {
    it(`${field}: tab and line breaks are kept, other controls refused`, () => {
      const text = 'Line one\r\nLine two\n\tindented';
      expect(errors({ ...valid, [field]: text })).toEqual({});
      expect(candidateFormSchema({ actorRole: 'TAG' }).parse({ ...valid, [field]: text })[field]).toBe(text);
      for (const c of controls) {
        expect(errors({ ...valid, [field]: `a${c}b` })[field], JSON.stringify(c)).toEqual([CONTROL]);
      }
    });
  }

  it('plain letters of any script, accents and emoji pass', () => {
    expect(errors({ ...valid, firstName: 'Zoë', lastName: 'Müller-Łukasz', city: 'San Diego' })).toEqual({});
    expect(errors({ ...valid, comments: 'नमस्ते 👋 — ok' })).toEqual({});
  });

  it('list search, option search and text filters refuse them with the same message', () => {
    const search = candidateListQuerySchema.safeParse({ search: 'a\u001bb' });
    expect(search.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['search', CONTROL]]);
    const option = optionsQuerySchema.safeParse({ search_value: 'a\u0007b' });
    expect(option.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['search_value', CONTROL],
    ]);
    const filter = candidateFiltersSchema.safeParse({ names: ['ok', 'a\u0000b'] });
    expect(filter.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['names.1', CONTROL]]);
  });
});
