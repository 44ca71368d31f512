import type { MailMessage } from '@talent-desk/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MailMessageView } from './mail-message-view';

afterEach(cleanup);

const message: MailMessage = {
  externalId: '6f1d2a4e-8c3b-4f5a-9e7d-1b2c3d4e5f60',
  to: ['admin@talentdesk.test'],
  subject: 'Talent Desk test e-mail',
  status: 'FAILED',
  attempts: 8,
  createdAt: '2026-07-01T09:00:00.000Z',
  sentAt: null,
  from: 'Talent Desk <no-reply@talentdesk.test>',
  lastError: '451 4.3.0 Mailbox busy',
  createdBy: { externalId: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d', fullName: 'Ada Admin' },
  html: '<p>Hello</p><script>parent.document.title = "pwned"</script>',
  text: 'Hello\n\nPlain body',
};

function renderView(value: MailMessage = message) {
  renderWithProviders(
    <MemoryRouter>
      <MailMessageView message={value} />
    </MemoryRouter>,
  );
}

describe('mail message details', () => {
  it('shows the HTML body in a sandbox with no permissions (no scripts, no same origin)', () => {
    renderView();
    const frame = screen.getByTitle('HTML body of the e-mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
  });

  it('shows who, when, the attempts and the last error of a failed message; the plain text on its tab', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Desk test e-mail' })).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Delivery was given up. The last error says why.')).toBeTruthy();
    expect(screen.getByText('Talent Desk <no-reply@talentdesk.test>')).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('451 4.3.0 Mailbox busy')).toBeTruthy();
    expect(screen.getByText('01-07-2026', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Hello\n\nPlain body');
  });

  it('a message kept without an SMTP server says so and when it was kept', () => {
    renderView({
      ...message,
      status: 'KEPT',
      lastError: null,
      sentAt: '2026-07-01T09:00:02.000Z',
      createdBy: null,
    });
    expect(screen.getByText(/No SMTP server is configured/)).toBeTruthy();
    expect(screen.getByText('Kept')).toBeTruthy();
    expect(screen.getByText('The system')).toBeTruthy();
    expect(screen.queryByText('Last error')).toBeNull();
  });
});
