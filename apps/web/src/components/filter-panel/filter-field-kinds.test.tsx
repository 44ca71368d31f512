import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import {
  numberFieldIssue,
  sameFilterValues,
  type FilterFieldDef,
  type FilterValues,
} from './filter-field-types';
import { FilterPanel } from './filter-panel';

afterEach(cleanup);

const rateMin: FilterFieldDef = {
  key: 'rateMin',
  type: 'number',
  bound: 'min',
  pairKey: 'rateMax',
  label: 'Rate from',
  min: 0,
  max: 1000,
};
const rateMax: FilterFieldDef = {
  ...rateMin,
  key: 'rateMax',
  bound: 'max',
  pairKey: 'rateMin',
  label: 'Rate up to',
};
const notice: FilterFieldDef = {
  key: 'notice',
  type: 'select',
  label: 'Notice period',
  options: [
    { value: 'IMMEDIATE', label: 'Can start immediately' },
    { value: 'FOUR_WEEKS', label: '0-30 days' },
  ],
};
const country: FilterFieldDef = { key: 'countries', type: 'text', label: 'Countries' };
const state: FilterFieldDef = {
  key: 'states',
  type: 'text',
  label: 'States',
  when: (draft) => Array.isArray(draft.countries) && draft.countries.includes('USA'),
};
const onSite: FilterFieldDef = {
  key: 'onSite',
  type: 'boolean',
  label: 'Open to on-site work',
  trueLabel: 'Yes',
  falseLabel: 'No',
  coloured: false,
};

function renderPanel(fields: FilterFieldDef[], value: FilterValues = {}, extra = {}) {
  const onApply = vi.fn();
  renderWithProviders(
    <FilterPanel variant="panel" fields={fields} value={value} onApply={onApply} {...extra} />,
  );
  return onApply;
}

describe('FilterPanel number and select fields', () => {
  it('a number field keeps the typed text and applies it', () => {
    const onApply = renderPanel([rateMin, rateMax]);
    fireEvent.change(screen.getByLabelText('Rate from'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rateMin: '40' });
  });

  it('a number that is not one, out of range, or a maximum below the minimum is refused and Apply waits', () => {
    const onApply = renderPanel([rateMin, rateMax]);
    const from = screen.getByLabelText('Rate from');
    fireEvent.change(from, { target: { value: 'ten' } });
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    fireEvent.change(from, { target: { value: '-1' } });
    expect(screen.getByText('Enter 0 or more')).toBeTruthy();
    fireEvent.change(from, { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Rate up to'), { target: { value: '20' } });
    expect(screen.getByText('The maximum must not be less than the minimum')).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Apply' }).closest('form') as HTMLFormElement);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Rate up to'), { target: { value: '2000' } });
    expect(screen.getByText('Enter at most 1000')).toBeTruthy();
  });

  it('numberFieldIssue reads the pair: only the maximum checks the order', () => {
    expect(numberFieldIssue(rateMin as never, { rateMin: '5', rateMax: '1' })).toBeUndefined();
    expect(numberFieldIssue(rateMax as never, { rateMin: '5', rateMax: '1' })).toEqual({ kind: 'order' });
    expect(numberFieldIssue(rateMax as never, { rateMin: '', rateMax: '1' })).toBeUndefined();
  });

  it('a select picks one choice, or Any for none', async () => {
    const onApply = renderPanel([notice], { notice: 'IMMEDIATE' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notice period' }));
    fireEvent.click(await screen.findByRole('option', { name: '0-30 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ notice: 'FOUR_WEEKS' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notice period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Any' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ notice: undefined });
  });

  it('a yes/no answer without colour is still a labelled single choice', () => {
    const onApply = renderPanel([onSite]);
    const group = screen.getByRole('group', { name: 'Open to on-site work' });
    fireEvent.click(within(group).getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ onSite: false });
  });
});

describe('FilterPanel options for forms', () => {
  it('a field with `when` shows only while its condition holds', () => {
    renderPanel([country, state], { countries: ['India'] });
    expect(screen.queryByRole('combobox', { name: 'States' })).toBeNull();
    cleanup();
    renderPanel([country, state], { countries: ['USA'] });
    expect(screen.getByRole('combobox', { name: 'States' })).toBeTruthy();
  });

  it('[AUD-13] the buttons take the given texts; Reset goes back to `resetTo` and applies it', () => {
    const onApply = renderPanel(
      [notice, onSite],
      { notice: 'IMMEDIATE' },
      {
        applyLabel: 'Search',
        clearLabel: 'Reset',
        resetTo: { notice: 'IMMEDIATE' },
      },
    );
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(reset).toHaveProperty('disabled', false);
    fireEvent.click(reset);
    expect(onApply).toHaveBeenCalledWith({ notice: 'IMMEDIATE' });
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ notice: 'IMMEDIATE' });
  });

  it('[AUD-14] read-only: every field disabled, no buttons', () => {
    renderPanel(
      [rateMin, notice, onSite, country],
      { rateMin: '10', countries: ['USA'] },
      { readOnly: true },
    );
    expect(screen.getByLabelText('Rate from')).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Notice period' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Countries' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('a draft held by the caller is shown and edited through onDraftChange; errors show under fields', () => {
    const onDraftChange = vi.fn();
    renderPanel(
      [rateMin, rateMax],
      {},
      {
        draft: { rateMin: '7' },
        onDraftChange,
        errors: { rateMax: 'Too big' },
        idPrefix: 'audience',
      },
    );
    const from = screen.getByLabelText('Rate from');
    expect(from).toHaveProperty('value', '7');
    expect(from.id).toBe('audience-rateMin');
    expect(screen.getByText('Too big')).toBeTruthy();
    fireEvent.change(from, { target: { value: '8' } });
    expect(onDraftChange).toHaveBeenCalledWith({ rateMin: '8' });
  });

  it('sameFilterValues ignores the order of a list and unset versus empty', () => {
    const fields = [country, notice];
    expect(sameFilterValues(fields, { countries: ['A', 'B'] }, { countries: ['B', 'A'], notice: '' })).toBe(
      true,
    );
    expect(sameFilterValues(fields, { countries: ['A'] }, { countries: ['A'], notice: 'IMMEDIATE' })).toBe(
      false,
    );
  });
});
