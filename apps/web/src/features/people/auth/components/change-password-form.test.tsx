import { MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

const PATH = '/user-service/user/change/password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: { current?: string; next?: string; confirm?: string }) {
  if (values.current !== undefined)
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: values.current } });
  if (values.next !== undefined)
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: values.next } });
  if (values.confirm !== undefined)
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: values.confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

function setup(answer: () => Response = () => json(200, { message: 'ok' })) {
  const fetchMock = stubApi({ [`POST ${PATH}`]: answer });
  const onChanged = vi.fn();
  const onSignedOut = vi.fn();
  renderWithProviders(<ChangePasswordForm onChanged={onChanged} onSignedOut={onSignedOut} />);
  return { fetchMock, onChanged, onSignedOut };
}

describe('ChangePasswordForm', () => {
  it('[AUTH-03] has currentPassword, newPassword and confirmPassword fields with show/hide toggles', () => {
    setup();
    expect(screen.getByLabelText(/^Current password/)).toHaveProperty('name', 'currentPassword');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('name', 'newPassword');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveProperty('name', 'confirmPassword');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    fireEvent.click(toggle);
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeDefined();
  });

  it('[AUTH-04] [AUTH-05] [AUTH-06] every field is required', async () => {
    const { fetchMock } = setup();
    submit();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.mandatoryField)).toHaveLength(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[AUTH-05] [AUTH-06] new and confirm passwords need at least 8 characters', async () => {
    const { fetchMock } = setup();
    fill({ current: 'old-secret', next: 'short', confirm: 'short' });
    submit();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.passwordPolicy)).toHaveLength(2));
    expect(screen.queryByText(MESSAGES.mandatoryField)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[AUTH-07] confirmPassword must equal newPassword', async () => {
    const { fetchMock } = setup();
    fill({ current: 'old-secret', next: 'long-enough-1', confirm: 'long-enough-2' });
    submit();
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[AUTH-08] the new password must differ from the current one', async () => {
    const { fetchMock } = setup();
    fill({ current: 'same-password', next: 'same-password', confirm: 'same-password' });
    submit();
    expect(await screen.findByText(MESSAGES.passwordSameAsCurrent)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[AUTH-09] a valid form posts {currentPassword, newPassword, confirmPassword} and reports success', async () => {
    const { fetchMock, onChanged } = setup();
    fill({ current: 'old-secret', next: 'new-secret-2026', confirm: 'new-secret-2026' });
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-2026',
      confirmPassword: 'new-secret-2026',
    });
  });

  it.each([
    [
      '[AUTH-11] a 401 shows the server message',
      401,
      { message: 'Your current password is wrong' },
      'Your current password is wrong',
    ],
    [
      '[AUTH-12] a 400 shows the password-must-be message',
      400,
      { message: 'Password is too common' },
      MESSAGES.passwordPolicy,
    ],
    [
      '[AUTH-11] a 429 (too many wrong current passwords) shows the server message',
      429,
      { status: 429, code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyPasswordAttempts },
      MESSAGES.tooManyPasswordAttempts,
    ],
    [
      '[AUTH-13] any other failure shows the generic message',
      500,
      { message: 'db down' },
      'Something went wrong',
    ],
  ])('%s', async (_title, status, body, shown) => {
    const { onChanged, onSignedOut } = setup(() => json(status, body));
    fill({ current: 'old-secret', next: 'new-secret-2026', confirm: 'new-secret-2026' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', false);
  });

  it('[AUTH-11] a 401 that ended the session shows the server message and reports the sign-out', async () => {
    const { onChanged, onSignedOut } = setup(() =>
      json(401, { status: 401, code: 'SIGNED_OUT', message: MESSAGES.passwordAttemptsSignedOut }),
    );
    fill({ current: 'old-secret', next: 'new-secret-2026', confirm: 'new-secret-2026' });
    submit();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith(MESSAGES.passwordAttemptsSignedOut));
    expect(onChanged).not.toHaveBeenCalled();
  });
});
