import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUDIENCE_MESSAGES } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { AudienceForm } from './audience-form';
import { audienceDetail, stubAudienceApi } from '../../../testing/audience-form-harness';
import { toAudienceBody } from './audience-form-values';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 5_000 };

function renderEdit(onSubmit: () => Promise<unknown>) {
  stubAudienceApi();
  renderWithProviders(
    <MemoryRouter>
      <AudienceForm mode="edit" audience={audienceDetail()} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save audience' }));

describe('AudienceForm saving', { timeout: 40_000 }, () => {
  it('[AUD-31] a 409 shows the server message as an error toast and under the name', async () => {
    renderEdit(() => Promise.reject(new ApiError(409, 'CONFLICT', AUDIENCE_MESSAGES.nameTaken)));
    save();
    await waitFor(() => expect(screen.getAllByText(AUDIENCE_MESSAGES.nameTaken)).toHaveLength(2), SLOW);
    expect(screen.getByLabelText(/Audience name/).getAttribute('aria-invalid')).toBe('true');
  });

  it("[AUD-32] [ERR-02] any other failure says 'Something went wrong'", async () => {
    renderEdit(() => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')));
    save();
    expect(await screen.findByText('Something went wrong', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('a 400 puts its messages under the fields it names', async () => {
    renderEdit(() =>
      Promise.reject(
        new ApiError(400, 'VALIDATION', 'Invalid', [
          { path: 'applicationFilters.expectedRateMax', message: 'Enter at most 1000000' },
        ]),
      ),
    );
    save();
    expect(await screen.findByText('Enter at most 1000000', {}, SLOW)).toBeTruthy();
  });

  it('[AUD-17] a maximum rate below the minimum is refused before sending, under the field', async () => {
    const onSubmit = vi.fn(async () => {});
    renderEdit(onSubmit);
    fireEvent.change(screen.getByLabelText('Expected rate up to'), { target: { value: '10' } });
    save();
    await waitFor(
      () => expect(screen.getByText('The maximum must not be less than the minimum')).toBeTruthy(),
      SLOW,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.id).toBe('audience-filter-expectedRateMax'), SLOW);
  });
});

describe('toAudienceBody', () => {
  it('[AUD-30] splits the form into the name and the two filter groups', () => {
    const detail = audienceDetail();
    const body = toAudienceBody({
      name: detail.name,
      ...detail.candidateFilters,
      ...detail.applicationFilters,
    });
    expect(body).toEqual({
      name: detail.name,
      candidateFilters: detail.candidateFilters,
      applicationFilters: {
        noticePeriod: undefined,
        expectedRateMin: 40,
        expectedRateMax: 90,
        eligibleToWorkInUS: undefined,
        requireSponsorshipToWorkInUS: undefined,
        onSiteWork: true,
        fullTimeWork: undefined,
        rotatingShiftsWork: undefined,
      },
    });
  });
});
