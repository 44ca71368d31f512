import { AUTOCOMPLETE_DEBOUNCE_MS, candidateFormDefaults, MESSAGES } from '@talent-desk/shared';
import { act, fireEvent, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { paged, validFormInput } from '@/testing/candidates';
import {
  messageUnder,
  pickAutocomplete,
  renderForm,
  selectOptions,
  submit,
} from '../../../testing/candidate-form-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 20_000 };
const wait = { timeout: 5000 };
const states = paged([
  { value: 'Texas', label: 'Texas' },
  { value: 'Ohio', label: 'Ohio' },
]);

function stubOptions() {
  return stubApi({
    'GET /api/options/states': () => json(200, states),
    'GET /api/options/cities': () => json(200, paged([{ value: 'Austin', label: 'Austin' }])),
    'GET /api/options/skills': () =>
      json(
        200,
        paged([{ value: 'java', label: 'Java', externalId: '20000000-0000-4000-8000-000000000009' }]),
      ),
    'GET /api/options/languages': () => json(200, paged([])),
  });
}

const inputValue = (label: RegExp) =>
  (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

describe('candidate form behaviour', SLOW, () => {
  it('[CAND-FORM-04] the state field exists only for USA', async () => {
    stubOptions();
    renderForm({ values: validFormInput() });
    expect(screen.queryByRole('combobox', { name: /^State/ })).toBeNull();
    await pickAutocomplete(/^Country/, 'USA');
    expect(await screen.findByRole('combobox', { name: /^State/ })).toBeDefined();
  });

  it('[CAND-FORM-05] expected rate and notice period: only a VENDOR entering a candidate in India', () => {
    const india = validFormInput({ country: 'India', city: 'Pune', phone: '+91 98765 43210' });
    renderForm({ role: 'VENDOR', values: india });
    expect(screen.getByLabelText(/^Expected Rate/)).toBeDefined();
    expect(screen.getByRole('combobox', { name: /^Notice Period/ })).toBeDefined();
    cleanup();
    renderForm({ role: 'TAG', values: india });
    expect(screen.queryByLabelText(/^Expected Rate/)).toBeNull();
    cleanup();
    renderForm({ role: 'VENDOR', values: validFormInput() });
    expect(screen.queryByLabelText(/^Expected Rate/)).toBeNull();
  });

  it('[CAND-FORM-05] a VENDOR chooses no source; ADMIN and TAG do', () => {
    renderForm({ role: 'VENDOR', values: validFormInput({ source: 'VENDOR' }) });
    expect(screen.queryByRole('combobox', { name: /^Source/ })).toBeNull();
    cleanup();
    renderForm({ role: 'ADMIN', values: validFormInput() });
    expect(screen.getByRole('combobox', { name: /^Source/ })).toBeDefined();
  });

  it('[CAND-FORM-08] a new country clears state, city, phone, expected rate and notice period', async () => {
    stubOptions();
    renderForm({
      role: 'VENDOR',
      values: validFormInput({
        country: 'India',
        city: 'Pune',
        phone: '+91 98765 43210',
        assessmentVendor: { expectedRate: '45', noticePeriod: 'FOUR_WEEKS' },
      }),
    });
    expect(inputValue(/^Expected Rate/)).toBe('45');
    await pickAutocomplete(/^Country/, 'USA');
    expect(inputValue(/^City/)).toBe('');
    expect(inputValue(/^Telephone number/)).toBe('');
    await pickAutocomplete(/^State/, 'Tex', 'Texas');
    await pickAutocomplete(/^Country/, 'Ind', 'India');
    expect(screen.queryByRole('combobox', { name: /^State/ })).toBeNull();
    expect(inputValue(/^Expected Rate/)).toBe('');
    expect(inputValue(/^Telephone number/)).toBe('');
  });

  it('[CAND-FORM-08] [CAND-VAL-22] a country chosen after a failed submit clears its error; USA asks for the state', async () => {
    stubOptions();
    renderForm({ role: 'ADMIN', values: candidateFormDefaults('ADMIN') });
    submit();
    await waitFor(() => expect(messageUnder('candidate-country')).toBe(MESSAGES.mandatoryField), wait);
    expect(messageUnder('candidate-state')).toBe('');
    await pickAutocomplete(/^Country/, 'USA');
    expect(inputValue(/^Country/)).toBe('USA');
    await waitFor(() => expect(messageUnder('candidate-country')).toBe(''), wait);
    await waitFor(() => expect(messageUnder('candidate-state')).toBe(MESSAGES.mandatoryField), wait);
    await pickAutocomplete(/^State/, 'Tex', 'Texas');
    await waitFor(() => expect(messageUnder('candidate-state')).toBe(''), wait);
    expect(messageUnder('candidate-country')).toBe('');
  });

  it('[CAND-FORM-09] [CAND-FORM-13] a new state clears the city; cities are asked for that state', async () => {
    const fetchMock = stubOptions();
    renderForm({ values: validFormInput({ country: 'USA', state: 'Texas', city: 'Austin' }) });
    expect(inputValue(/^City/)).toBe('Austin');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^City/ }));
    await waitFor(
      () => expect(callsTo(fetchMock, 'GET', '/api/options/cities').length).toBeGreaterThan(0),
      wait,
    );
    const [url] = callsTo(fetchMock, 'GET', '/api/options/cities')[0] ?? [];
    expect(new URL(String(url), 'http://localhost').searchParams.get('state')).toBe('Texas');
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^City/ }), { key: 'Escape' });
    await pickAutocomplete(/^State/, 'Ohi', 'Ohio');
    expect(inputValue(/^City/)).toBe('');
  });

  it('[CAND-FORM-10] India and the other countries get their own phone hint; India requires it', () => {
    renderForm({ values: validFormInput({ country: 'India', city: 'Pune' }) });
    const india = screen.getByLabelText(/^Telephone number/, { selector: 'input' });
    expect(india.getAttribute('placeholder')).toBe('+91 98765 43210');
    expect(india.hasAttribute('required')).toBe(true);
    expect(messageUnder('candidate-phone')).toBe('Required for India: +91 and 10 digits');
    cleanup();
    renderForm({ values: validFormInput({ country: 'Germany' }) });
    const germany = screen.getByLabelText(/^Telephone number/, { selector: 'input' });
    expect(germany.getAttribute('placeholder')).toBe('+49 …');
    expect(germany.hasAttribute('required')).toBe(false);
    expect(messageUnder('candidate-phone')).toContain('+49');
  });

  it('[CAND-VAL-06] the phone is normalised to + when the field is left', () => {
    renderForm({ values: validFormInput({ country: 'Germany' }) });
    const phone = screen.getByLabelText(/^Telephone number/, { selector: 'input' });
    fireEvent.change(phone, { target: { value: '030 1234 5678' } });
    fireEvent.blur(phone);
    expect((phone as HTMLInputElement).value).toBe('+493012345678');
  });

  it('[CAND-FORM-11] [ENUM-10] the experience options read 0.6-1 for India, 0-1 elsewhere', () => {
    renderForm({ values: validFormInput({ country: 'India', city: 'Pune' }) });
    expect(selectOptions(/^Years of experience/)).toEqual([
      '0',
      '0.6-1',
      '1-3',
      '3-5',
      '5-10',
      '10-15',
      '15+',
    ]);
    cleanup();
    renderForm({ values: validFormInput({ country: 'Germany' }) });
    expect(selectOptions(/^Years of experience/)).toEqual(['0', '0-1', '1-3', '3-5', '5-10', '10-15', '15+']);
  });

  it('[CAND-FORM-12] skills are searched from 2 typed characters', async () => {
    const fetchMock = stubOptions();
    renderForm({ values: validFormInput() });
    const skills = screen.getByRole('combobox', { name: /^Skills/ });
    fireEvent.mouseDown(skills);
    // The clock of the debounce only: run it past the delay instead of sleeping it out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(skills, { target: { value: 'j' } });
      await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS + 200));
    } finally {
      vi.useRealTimers();
    }
    const searched = () =>
      callsTo(fetchMock, 'GET', '/api/options/skills').map(([url]) =>
        new URL(String(url), 'http://localhost').searchParams.get('search_value'),
      );
    expect(searched()).not.toContain('j');
    fireEvent.change(skills, { target: { value: 'ja' } });
    await waitFor(() => expect(searched()).toContain('ja'), wait);
    expect(await screen.findByRole('option', { name: 'Java' })).toBeDefined();
  });
});
