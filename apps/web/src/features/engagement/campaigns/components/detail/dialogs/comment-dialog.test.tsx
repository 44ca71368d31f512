import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, campaignDetail } from '../../../../testing/campaign-fixtures';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { CommentDialog } from './comment-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const SLOW = { timeout: 15_000 };

function renderDialog(action: 'close' | 'archive', status = 500) {
  const onClose = vi.fn();
  const answer =
    status === 200
      ? json(200, campaignDetail({ status: action === 'close' ? 'CLOSED' : 'ARCHIVED' }))
      : json(status, {
          status,
          code: status === 409 ? 'CAMPAIGN_WRONG_STATUS' : 'INTERNAL',
          message: status === 409 ? CAMPAIGN_MESSAGES.wrongStatus : 'boom',
        });
  const fetchMock = stubApi({ [`PATCH /api/campaigns/${CAMPAIGN_ID}/${action}`]: () => answer });
  renderWithProviders(
    <CommentDialog action={action} campaign={campaignDetail({ status: 'OPEN' })} onClose={onClose} />,
  );
  return { onClose, fetchMock };
}
const comment = () => screen.getByLabelText('Comment (optional)');

describe('CommentDialog', { timeout: 40_000 }, () => {
  it('[CAMP-32] the comment has at most 100 characters (commentMaxError); nothing is sent', async () => {
    const { fetchMock } = renderDialog('close', 200);
    fireEvent.change(comment(), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Close campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.commentMaxError, {}, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[CAMP-28] [CAMP-29] [CAMP-44] Close sends PATCH .../close?comment= and says Campaign closed', async () => {
    const { onClose, fetchMock } = renderDialog('close', 200);
    fireEvent.change(comment(), { target: { value: 'Enough answers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.closed, {}, SLOW)).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`/api/campaigns/${CAMPAIGN_ID}/close`);
    expect(url.searchParams.get('comment')).toBe('Enough answers');
    expect(onClose).toHaveBeenCalled();
  });

  it('[CAMP-30] [CAMP-31] [CAMP-32] Archive without a comment sends no comment and says Campaign archived', async () => {
    const { fetchMock } = renderDialog('archive', 200);
    expect(screen.getByRole('dialog', { name: 'Archive campaign' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.archived, {}, SLOW)).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.has('comment')).toBe(false);
  });

  it('a status changed meanwhile (409, CAMPAIGN_WRONG_STATUS) is its message; anything else Something went wrong', async () => {
    const { onClose } = renderDialog('close', 409);
    fireEvent.click(screen.getByRole('button', { name: 'Close campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.wrongStatus, {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    renderDialog('close', 500);
    fireEvent.click(screen.getByRole('button', { name: 'Close campaign' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.somethingWentWrong)).toBeTruthy(), SLOW);
  });
});
