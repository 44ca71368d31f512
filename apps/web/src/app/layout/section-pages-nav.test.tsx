import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SectionPagesNav } from './section-pages-nav';

afterEach(cleanup);

const PAGES = [
  { key: 'templates', path: '/internal/settings/general-email-templates', label: 'General e-mail templates' },
  { key: 'outbox', path: '/internal/settings/mail-outbox', label: 'Mail outbox' },
];

describe('SectionPagesNav', () => {
  it('links every page and marks the current one, also on its sub-pages', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/internal/settings/mail-outbox/42']}>
        <SectionPagesNav label="Settings pages" pages={PAGES} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Settings pages' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Mail outbox' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'General e-mail templates' }).getAttribute('aria-current'),
    ).toBeNull();
  });
});
