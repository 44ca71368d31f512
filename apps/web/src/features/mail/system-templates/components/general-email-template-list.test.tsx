import { cleanup, screen, within } from '@testing-library/react';
import type { GeneralEmailTemplateRow } from '@talent-desk/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { GeneralEmailTemplateList } from './general-email-template-list';

afterEach(cleanup);

const ROWS: GeneralEmailTemplateRow[] = [
  {
    externalId: '11111111-1111-4111-8111-111111111111',
    key: 'INVITATION',
    title: 'Invitation',
    subject: 'Your {{app.name}} account: choose a password',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  {
    externalId: '22222222-2222-4222-8222-222222222222',
    key: 'PASSWORD_RESET',
    title: 'Password reset',
    subject: 'Reset your {{app.name}} password',
    updatedAt: '2026-03-02T10:00:00.000Z',
  },
];

describe('GeneralEmailTemplateList', () => {
  it('[SET-03] one card per e-mail: what it is for, its subject, and View and Edit to its own pages', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <GeneralEmailTemplateList templates={ROWS} />
      </MemoryRouter>,
    );
    // Its own cards: the web tests share a document (isolate: false), and one full run had 2 more items.
    expect(within(container).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Invitation' })).toBeDefined();
    expect(screen.getByText(/Sent to a new user/)).toBeDefined();
    expect(screen.getByText(/Sent when someone asks for a new password/)).toBeDefined();
    expect(screen.getByText('Reset your {{app.name}} password')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Edit Password reset' }).getAttribute('href')).toBe(
      '/internal/settings/general-email-templates/22222222-2222-4222-8222-222222222222/edit',
    );
    expect(screen.getByRole('link', { name: 'View Invitation' }).getAttribute('href')).toBe(
      '/internal/settings/general-email-templates/11111111-1111-4111-8111-111111111111/view',
    );
  });
});
