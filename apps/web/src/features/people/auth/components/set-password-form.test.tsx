import { MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { SetPasswordForm } from './set-password-form';

const PATH = '/api/auth/set-password';
const TOKEN = 'A'.repeat(43);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

function setup(answer: () => Response = () => json(200, { message: 'ok' })) {
  const fetchMock = stubApi({ [`POST ${PATH}`]: answer });
  const onPasswordSet = vi.fn();
  const onLinkInvalid = vi.fn();
  renderWithProviders(
    <SetPasswordForm
      token={TOKEN}
      email="ana@example.test"
      onPasswordSet={onPasswordSet}
      onLinkInvalid={onLinkInvalid}
    />,
  );
  return { fetchMock, onPasswordSet, onLinkInvalid };
}

describe('SetPasswordForm', () => {
  it('[AUTH-03] has the new and confirm password fields of Change Password, with show/hide toggles and the policy hint', () => {
    setup();
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('name', 'newPassword');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveProperty('name', 'confirmPassword');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.getByText(/8 to 128 characters, not a commonly used password/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveProperty('type', 'text');
  });

  it('[AUTH-05] [AUTH-06] [AUTH-07] the shared schema checks length and confirmation before any call', async () => {
    const { fetchMock } = setup();
    submit();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.mandatoryField)).toHaveLength(2));
    fill('short', 'short');
    submit();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.passwordPolicy)).toHaveLength(2));
    fill('long-enough-1', 'long-enough-2');
    submit();
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {token, newPassword, confirmPassword} and reports success', async () => {
    const { fetchMock, onPasswordSet } = setup();
    fill('new-secret-2026', 'new-secret-2026');
    submit();
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: TOKEN,
      newPassword: 'new-secret-2026',
      confirmPassword: 'new-secret-2026',
    });
    expect(screen.getByRole('button', { name: 'Set password' })).toHaveProperty('disabled', true);
  });

  it('[AUTH-08] the server’s field errors (common password, the current one again) show on their field', async () => {
    setup(() =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid request',
        fields: [{ path: 'newPassword', message: MESSAGES.passwordSameAsCurrent }],
      }),
    );
    fill('same-as-before', 'same-as-before');
    submit();
    const input = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.passwordSameAsCurrent)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 404 (link used or expired meanwhile) is handed to the page', async () => {
    const { onLinkInvalid, onPasswordSet } = setup(() =>
      json(404, { status: 404, code: 'NOT_FOUND', message: 'gone' }),
    );
    fill('new-secret-2026', 'new-secret-2026');
    submit();
    await waitFor(() => expect(onLinkInvalid).toHaveBeenCalledTimes(1));
    expect(onPasswordSet).not.toHaveBeenCalled();
  });

  it('a refused token (400 on the token) is handed to the page too', async () => {
    const { onLinkInvalid } = setup(() =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid request',
        fields: [
          { path: 'token', message: 'This link is invalid, expired or already used. Ask for a new one.' },
        ],
      }),
    );
    fill('new-secret-2026', 'new-secret-2026');
    submit();
    await waitFor(() => expect(onLinkInvalid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('any other failure says something went wrong', async () => {
    setup(() => json(500, { message: 'db down' }));
    fill('new-secret-2026', 'new-secret-2026');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
