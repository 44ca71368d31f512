import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../../testing/campaign-fixtures';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { EndDateDialog, endDateFormSchema } from './end-date-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };
const HOUR = 3_600_000;
/** A moment on a whole minute (the picker shows and sends minutes). */
const inHours = (hours: number) => {
  const date = new Date(Date.now() + hours * HOUR);
  date.setSeconds(0, 0);
  return date;
};

function renderDialog(endTime: Date, status = 200) {
  const onClose = vi.fn();
  const fetchMock = stubApi({
    [`PATCH /api/campaigns/${CAMPAIGN_ID}/updateEndDate`]: () =>
      status === 200 ? json(200, campaignDetail()) : json(status, { status, code: 'X', message: 'boom' }),
  });
  renderWithProviders(
    <EndDateDialog
      campaign={campaignDetail({ status: 'OPEN', endTime: endTime.toISOString() })}
      onClose={onClose}
    />,
  );
  return { onClose, fetchMock };
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Update end date' }));

describe('EndDateDialog', { timeout: 40_000 }, () => {
  it('[CAMP-40] [CAMP-41] the shared rule: later than now, then at least 24 hours ahead', () => {
    const issue = (value: string) =>
      endDateFormSchema.safeParse({ newEndTime: value }).error?.issues[0]?.message;
    expect(issue(inHours(-1).toISOString())).toBe(CAMPAIGN_MESSAGES.endTimeValidation);
    expect(issue(inHours(23).toISOString())).toBe(CAMPAIGN_MESSAGES.endTimeGreaterThan24h);
    expect(issue(inHours(25).toISOString())).toBeUndefined();
  });

  it('[CAMP-41] an end less than 24 hours ahead is refused under the field; nothing is sent', async () => {
    const { fetchMock } = renderDialog(inHours(5));
    save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endTimeGreaterThan24h, {}, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[CAMP-40] an end that has passed is refused (endTimeValidation)', async () => {
    renderDialog(inHours(-2));
    save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endTimeValidation, {}, SLOW)).toBeTruthy();
  });

  it('[CAMP-42] [CAMP-44] sends newEndTime as an ISO timestamp without fractional seconds; End date updated', async () => {
    const end = inHours(72);
    const { fetchMock, onClose } = renderDialog(end);
    save();
    expect(await screen.findByText(CAMPAIGN_MESSAGES.endDateUpdated, {}, SLOW)).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('newEndTime')).toBe(end.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(url.searchParams.get('newEndTime')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('[CAMP-43] a failed update says Something went wrong', async () => {
    const { onClose } = renderDialog(inHours(72), 500);
    save();
    expect(await screen.findByText(MESSAGES.somethingWentWrong, {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
