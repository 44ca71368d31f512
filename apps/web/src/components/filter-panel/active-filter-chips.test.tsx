import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ActiveFilterChips } from './active-filter-chips';
import type { FilterFieldDef, FilterValues } from './filter-field-types';

const fields: FilterFieldDef[] = [
  { key: 'names', type: 'text', label: 'Names' },
  {
    key: 'statuses',
    type: 'static',
    label: 'Statuses',
    options: [
      { value: 'PENDING', label: 'Pending' },
      { value: 'REJECTED', label: 'Rejected' },
    ],
  },
  {
    key: 'compliance',
    type: 'boolean',
    label: 'Compliance',
    trueLabel: 'Compliant',
    falseLabel: 'Not compliant',
  },
];

function renderChips(value: FilterValues) {
  const onChange = vi.fn();
  renderWithProviders(<ActiveFilterChips fields={fields} value={value} onChange={onChange} />);
  return onChange;
}

describe('ActiveFilterChips', () => {
  afterEach(cleanup);

  it('shows one chip per value with its label, and nothing without filters', () => {
    renderChips({ names: ['Ann'], statuses: ['PENDING', 'REJECTED'], compliance: false });
    const region = screen.getByRole('region', { name: 'Active filters' });
    const chips = within(region).getAllByRole('button', { name: /^Remove filter/ });
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Names: Ann',
      'Statuses: Pending',
      'Statuses: Rejected',
      'Compliance: Not compliant',
    ]);
    cleanup();
    renderChips({ names: [], statuses: [] });
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
  });

  it('removes one value, or clears all', () => {
    const onChange = renderChips({ statuses: ['PENDING', 'REJECTED'], compliance: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Statuses: Pending' }));
    expect(onChange).toHaveBeenLastCalledWith({ statuses: ['REJECTED'], compliance: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Compliance: Compliant' }));
    expect(onChange).toHaveBeenLastCalledWith({ statuses: ['PENDING', 'REJECTED'], compliance: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ names: [], statuses: [], compliance: undefined });
  });
});
