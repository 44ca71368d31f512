import type { ComponentProps } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIENCE_MESSAGES } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AudienceForm } from './audience-form';
import { audienceDetail, stubAudienceApi, urlsOf } from '../../../testing/audience-form-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 5_000 };

function renderForm(props: Partial<ComponentProps<typeof AudienceForm>> = {}) {
  const onSubmit = vi.fn(async () => {});
  const fetchMock = stubAudienceApi();
  renderWithProviders(
    <MemoryRouter>
      <AudienceForm mode="create" onSubmit={onSubmit} onCancel={() => {}} {...props} />
    </MemoryRouter>,
  );
  return { onSubmit, fetchMock };
}
const button = (name: string) => screen.queryByRole('button', { name });

describe('AudienceForm modes', { timeout: 40_000 }, () => {
  it('[AUD-06] [AUD-07] [AUD-13] create: New Audience, Reset and Search, and Create audience', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'New Audience' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('New Audience').getAttribute('aria-current')).toBe('page');
    expect(button('Reset')).toBeTruthy();
    expect(button('Search')).toBeTruthy();
    expect(button('Create audience')).toBeTruthy();
  });

  it('[AUD-24] create: the name is required, from the shared schema', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    expect(await screen.findByText(AUDIENCE_MESSAGES.nameRequired, {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText(/Audience name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[AUD-07] [AUD-08] edit: Update Audience after the name in the trail; Save sends the same filters (AUD-30)', async () => {
    const { onSubmit } = renderForm({ mode: 'edit', audience: audienceDetail() });
    expect(screen.getByRole('heading', { level: 1, name: 'Update Audience' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Engagement', 'Audiences', 'Texas Java developers']);
    expect(button('Reset')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Texas Java developers',
        candidateFilters: expect.objectContaining({
          countries: ['USA'],
          states: ['Texas'],
          cities: ['Austin'],
          compliance: true,
          skillExternalIds: [audienceDetail().candidateFilters.skillExternalIds[0]],
        }),
        applicationFilters: expect.objectContaining({
          expectedRateMin: 40,
          expectedRateMax: 90,
          onSiteWork: true,
        }),
      }),
    );
  });

  it('[AUD-07] [AUD-14] view: Audience Information as content (no field to change), no Reset, Search or submit', async () => {
    const audience = audienceDetail();
    renderForm({ mode: 'view', audience });
    expect(screen.getByRole('heading', { level: 1, name: 'Audience Information' })).toBeTruthy();
    expect(screen.getAllByText(audience.name).length).toBeGreaterThan(0);
    // Read-only reads as text, not as greyed inputs.
    expect(screen.queryByLabelText(/Audience name/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Countries' })).toBeNull();
    expect(screen.queryByLabelText('Expected rate from')).toBeNull();
    expect(button('Reset')).toBeNull();
    expect(button('Search')).toBeNull();
    expect(button('Save audience')).toBeNull();
    expect(button('Back to audiences')).toBeTruthy();
    // The saved labels show without a lookup: the skill's name and the city with its state (AUD-20).
    expect(await screen.findByText('Java')).toBeTruthy();
    expect(screen.getByText('Austin (Texas)')).toBeTruthy();
  });

  it('[AUD-25] campaign: no trail, the name optional, the host footer submits', async () => {
    const { onSubmit } = renderForm({
      mode: 'campaign',
      footer: ({ formId }) => (
        <button type="submit" form={formId}>
          Next
        </button>
      ),
    });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.getByLabelText('Audience name (optional)')).toBeTruthy();
    expect(button('Create audience')).toBeNull();
    expect(button('Search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: '' }));
  });

  it('[AUD-10] [AUD-11] [AUD-12] the preview asks for 15 e-mail accepting candidates and shows the limit and total', async () => {
    const { fetchMock } = renderForm();
    expect(await screen.findByText('Limit 15 · 2 candidates in total', {}, SLOW)).toBeTruthy();
    const [url] = urlsOf(fetchMock, '/api/candidates');
    expect(url?.searchParams.get('size')).toBe('15');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('enableEmailNotification')).toBe('true');
    // The rows show once their columns are sized (data-table.tsx).
    expect((await screen.findByRole('link', { name: /Anna Berg/ }, SLOW)).getAttribute('href')).toBe(
      '/internal/candidates/30000000-0000-4000-8000-000000000001',
    );
  });

  it('[AUD-09] [AUD-13] the preview follows the filters as they change, Search applies them too; Reset goes back to where the form started', async () => {
    const { fetchMock } = renderForm({ mode: 'edit', audience: audienceDetail() });
    await screen.findByText('Limit 15 · 2 candidates in total', {}, SLOW);
    const onSite = () => urlsOf(fetchMock, '/api/candidates').at(-1)?.searchParams.get('onSiteWork');
    expect(onSite()).toBe('true');
    const group = screen.getByRole('group', { name: 'Open to on-site work' });
    fireEvent.click(within(group).getByRole('button', { name: 'No' }));
    // Not asked at once (the wait is the hook's test), but the preview shows it is about to update.
    expect(onSite()).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Updating the matching candidates' })).toBeTruthy();
    await waitFor(() => expect(onSite()).toBe('false'), SLOW);
    // Search is still there (AUD-13) and applies the fields as they are.
    fireEvent.click(within(group).getByRole('button', { name: 'Any' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSite()).toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(within(group).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(onSite()).toBe('true'), SLOW);
  });
});
