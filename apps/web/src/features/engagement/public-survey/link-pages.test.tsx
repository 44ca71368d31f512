import { PUBLIC_SURVEY_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '@/app/router';
import { json, stubApi } from '@/testing/api-stub';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_9';
const EXPIRED = {
  status: 410,
  code: 'LINK_EXPIRED',
  message: PUBLIC_SURVEY_MESSAGES.linkExpired,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  const router = createMemoryRouter(buildRoutes(null, {}), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, createTestQueryClient(null));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the pages of an e-mail link whose campaign closed long ago (410)', () => {
  it('the survey page says the link has expired', async () => {
    renderAt(`/s/${TOKEN}`, { [`GET /api/public/surveys/${TOKEN}`]: () => json(410, EXPIRED) });
    expect(await heading('This link has expired')).toBeDefined();
    expect(screen.queryByText('This link is not valid')).toBeNull();
  });

  it('the unsubscribe page says the link has expired', async () => {
    renderAt(`/u/${TOKEN}`, { [`GET /api/public/unsubscribe/${TOKEN}`]: () => json(410, EXPIRED) });
    expect(await heading('This link has expired')).toBeDefined();
  });

  it('an unsubscribe that expired while the page was open says so', async () => {
    renderAt(`/u/${TOKEN}`, {
      [`GET /api/public/unsubscribe/${TOKEN}`]: () =>
        json(200, { campaignName: 'Spring', maskedEmail: 'a***a@example.test', unsubscribed: false }),
      [`POST /api/public/unsubscribe/${TOKEN}`]: () => json(410, EXPIRED),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This link has expired')).toBeDefined();
  });

  it('answers sent after the links expired: the page says so instead of the form', async () => {
    renderAt(`/s/${TOKEN}`, {
      [`GET /api/public/surveys/${TOKEN}`]: () =>
        json(200, {
          campaignName: 'Spring',
          title: 'Spring survey',
          description: null,
          questions: [],
          submitted: false,
          closed: false,
        }),
      [`POST /api/public/surveys/${TOKEN}`]: () => json(410, EXPIRED),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(await heading('This link has expired')).toBeDefined();
  });

  it('an unknown link is still "not valid"', async () => {
    renderAt(`/s/${TOKEN}`, {});
    expect(await heading('This link is not valid')).toBeDefined();
  });
});
