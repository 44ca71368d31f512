import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { countActiveFilters, type FilterFieldDef } from './filter-field-types';
import { FilterPanel } from './filter-panel';

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
    label: 'Location compliance',
    trueLabel: 'Compliant',
    falseLabel: 'Not compliant',
  },
  { key: 'countries', type: 'async', label: 'Countries', optionKind: 'countries' },
];

function renderPanel(value: Record<string, string[] | boolean | undefined> = {}) {
  const onApply = vi.fn();
  renderWithProviders(<FilterPanel variant="panel" fields={fields} value={value} onApply={onApply} />);
  return onApply;
}

describe('FilterPanel', () => {
  afterEach(cleanup);

  it('the drawer is a dialog named by its heading', () => {
    renderWithProviders(<FilterPanel open fields={fields} value={{}} onApply={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeDefined();
  });

  it('counts active filters: non-empty lists and a set yes/no', () => {
    expect(countActiveFilters(fields, {})).toBe(0);
    expect(countActiveFilters(fields, { names: [], statuses: ['PENDING'], compliance: false })).toBe(2);
  });

  it('shows how many filters are active and keeps edits as a draft until Apply', () => {
    const onApply = renderPanel({ countries: ['India'] });
    expect(screen.getByText('1 filter active')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Not compliant' }));
    const names = screen.getByRole('combobox', { name: 'Names' });
    fireEvent.change(names, { target: { value: 'Ada Lovelace' } });
    fireEvent.keyDown(names, { key: 'Enter' });
    expect(screen.getByText('3 filters active')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      countries: ['India'],
      compliance: false,
      names: ['Ada Lovelace'],
    });
  });

  it('picks values of a fixed list and applies them', () => {
    const onApply = renderPanel();
    const statuses = screen.getByRole('combobox', { name: 'Statuses' });
    fireEvent.keyDown(statuses, { key: 'ArrowDown' });
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rejected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ statuses: ['REJECTED'] });
  });

  it('Clear empties every filter and applies at once', () => {
    const onApply = renderPanel({ statuses: ['PENDING'], compliance: true });
    expect(screen.getByText('2 filters active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith({ names: [], statuses: [], compliance: undefined, countries: [] });
    expect(screen.getByText('0 filters active')).toBeTruthy();
  });

  it('[AUD-21] location compliance is one pick: Compliant (green) applies true, Not compliant (red) false, Any nothing', () => {
    const onApply = renderPanel();
    const group = screen.getByRole('group', { name: 'Location compliance' });
    const pressed = () =>
      within(group)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    fireEvent.click(within(group).getByRole('button', { name: 'Compliant' }));
    expect(pressed()).toEqual(['Compliant']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ compliance: true });
    fireEvent.click(within(group).getByRole('button', { name: 'Not compliant' }));
    expect(pressed()).toEqual(['Not compliant']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ compliance: false });
  });

  it('the yes/no choice is a labelled group', () => {
    renderPanel({ compliance: true });
    const group = screen.getByRole('group', { name: 'Location compliance' });
    expect(within(group).getByRole('button', { name: 'Compliant' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('names skill chips restored from the URL (ids only) once their labels are loaded', async () => {
    const id = '0b6f1f4e-7c1a-4a53-9d0e-2f3c4b5a6d7e';
    const fetchMock = stubApi({
      'GET /api/options/skills': () =>
        json(200, {
          content: [{ value: 'React', label: 'React', externalId: id }],
          totalElements: 1,
          totalPages: 1,
          numberOfElements: 1,
          pageable: { pageNumber: 1, offset: 0 },
        }),
    });
    renderWithProviders(
      <FilterPanel
        variant="panel"
        fields={[
          ...fields,
          {
            key: 'skillExternalIds',
            type: 'async',
            label: 'Skills',
            optionKind: 'skills',
            valueField: 'externalId',
          },
        ]}
        value={{ skillExternalIds: [id] }}
        onApply={vi.fn()}
      />,
    );
    expect(await screen.findByText('React')).toBeTruthy();
    expect(screen.queryByText(id)).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/options/skills')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('a skill picked from the list keeps its name without a labels request', async () => {
    const id = '0b6f1f4e-7c1a-4a53-9d0e-2f3c4b5a6d7e';
    const fetchMock = stubApi({
      'GET /api/options/skills': () =>
        json(200, {
          content: [{ value: 'React', label: 'React', externalId: id }],
          totalElements: 1,
          totalPages: 1,
          numberOfElements: 1,
          pageable: { pageNumber: 1, offset: 0 },
        }),
    });
    const onApply = vi.fn();
    renderWithProviders(
      <FilterPanel
        variant="panel"
        fields={[
          {
            key: 'skillExternalIds',
            type: 'async',
            label: 'Skills',
            optionKind: 'skills',
            valueField: 'externalId',
          },
        ]}
        value={{}}
        onApply={onApply}
      />,
    );
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Skills' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'React' }));
    expect(screen.getByRole('button', { name: 'React' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ skillExternalIds: [id] });
    const lookups = fetchMock.mock.calls.filter(([input]) => String(input).includes('externalIds'));
    expect(lookups).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});

describe('FilterPanel date range', () => {
  afterEach(cleanup);
  const dateFields: FilterFieldDef[] = [
    { key: 'createdFrom', type: 'date', bound: 'from', pairKey: 'createdTo', label: 'Created from' },
    { key: 'createdTo', type: 'date', bound: 'to', pairKey: 'createdFrom', label: 'Created to' },
  ];
  const render = (value: Record<string, string | undefined> = {}) => {
    const onApply = vi.fn();
    renderWithProviders(<FilterPanel variant="panel" fields={dateFields} value={value} onApply={onApply} />);
    return onApply;
  };
  const apply = () => screen.getByRole('button', { name: 'Apply' });

  it('[LIST-19] a future day is refused with a message and Apply waits; the picker offers today at most', () => {
    const onApply = render();
    const from = screen.getByLabelText('Created from');
    const today = dayjs().format('YYYY-MM-DD'); // the local day, as the field reads it
    expect(from.getAttribute('max')).toBe(today);
    fireEvent.change(from, { target: { value: '2999-01-01' } });
    expect(screen.getByText('No future dates')).toBeTruthy();
    expect(apply()).toHaveProperty('disabled', true);
    fireEvent.submit(apply().closest('form') as HTMLFormElement);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('[LIST-20] an end before the start is refused; a valid range applies both days', () => {
    const onApply = render();
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-01' } });
    expect(screen.getByText('The end date must not be before the start date')).toBeTruthy();
    expect(screen.getByLabelText('Created to').getAttribute('min')).toBe('2026-03-10');
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-20' } });
    fireEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith({ createdFrom: '2026-03-10', createdTo: '2026-03-20' });
    expect(countActiveFilters(dateFields, { createdFrom: '2026-03-10' })).toBe(1);
  });
});
