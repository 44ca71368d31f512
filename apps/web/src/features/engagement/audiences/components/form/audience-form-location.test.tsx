import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AudienceForm } from './audience-form';
import { stubAudienceApi, urlsOf } from '../../../testing/audience-form-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 5_000 };
/**
 * Role queries without the accessibility-tree check: that check reads the computed style of every element
 * and its ancestors, which on this long form made each query (and each poll of a find) cost hundreds of
 * milliseconds on a busy machine. The fields and options queried here are rendered only when shown.
 */
const ANY = { hidden: true } as const;

function renderCreate() {
  const onSubmit = vi.fn(async () => {});
  const fetchMock = stubAudienceApi();
  renderWithProviders(
    <MemoryRouter>
      <AudienceForm mode="create" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit, fetchMock };
}
const field = (name: string) => screen.queryByRole('combobox', { name, ...ANY });

async function pick(fieldName: string, option: string) {
  const box = screen.getByRole('combobox', { name: fieldName, ...ANY });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option, ...ANY }, SLOW));
  fireEvent.keyDown(box, { key: 'Escape' });
}
/** A chip's delete icon (Backspace would also reach the field, which removes its last chip). */
function removeChip(name: string) {
  const icon = screen.getByRole('button', { name }).querySelector('.MuiChip-deleteIcon');
  if (!icon) throw new Error(`${name} has no delete icon`);
  fireEvent.click(icon);
}

// Six choices re-render the whole form each time: 4-7 s alone, and up to 40 s when CI runs the API tests
// beside it on both cores. The timeout is there to catch a hang, not to time the form.
describe('AudienceForm location filters', { timeout: 90_000 }, () => {
  it('[AUD-19] [AUD-20] states only once USA is chosen, cities only once a state is', async () => {
    renderCreate();
    expect(field('States')).toBeNull();
    expect(field('Cities')).toBeNull();
    await pick('Countries', 'USA');
    expect(field('States')).toBeTruthy();
    expect(field('Cities')).toBeNull();
    await pick('States', 'Texas');
    expect(field('Cities')).toBeTruthy();
  });

  it("[AUD-20][AUD-34] cities are listed as 'City (State)', the chosen states' cities asked for in one list", async () => {
    const { fetchMock } = renderCreate();
    await pick('Countries', 'USA');
    await pick('States', 'Texas');
    await pick('States', 'California');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Cities' }), { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox', {}, SLOW);
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Austin (Texas)', 'Dallas (Texas)', 'Los Angeles (California)']),
      SLOW,
    );
    const states = urlsOf(fetchMock, '/api/options/state-cities').map((url) =>
      url.searchParams.get('states'),
    );
    expect(states).toContain('California,Texas');
    fireEvent.click(within(list).getByRole('option', { name: 'Austin (Texas)' }));
    // The chosen city keeps its state in its chip.
    expect(screen.getByRole('button', { name: 'Austin (Texas)' })).toBeTruthy();
  });

  it('[AUD-23] a city goes when its state is no longer chosen; [AUD-22] states and cities go with USA', async () => {
    const { onSubmit } = renderCreate();
    fireEvent.change(screen.getByLabelText(/Audience name/), { target: { value: 'Sun belt' } });
    await pick('Countries', 'USA');
    await pick('Countries', 'India');
    await pick('States', 'Texas');
    await pick('States', 'California');
    await pick('Cities', 'Austin (Texas)');
    await pick('Cities', 'Los Angeles (California)');

    removeChip('California');
    expect(screen.queryByRole('button', { name: 'Los Angeles (California)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Austin (Texas)' })).toBeTruthy();

    removeChip('USA');
    expect(field('States')).toBeNull();
    expect(field('Cities')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        candidateFilters: expect.objectContaining({ countries: ['India'], states: [], cities: [] }),
      }),
    );
  });
});
