import { TWO_FACTOR_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { SignInSecurity } from './sign-in-security';

const OFF = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, required: false, enabledAt: '2025-03-01T10:00:00.000Z', recoveryCodesLeft: 7 };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/x',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(status: object, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ 'GET /api/auth/two-factor': () => json(200, status), ...routes });
  renderWithProviders(<SignInSecurity email="ana@example.test" />);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(callsTo(fetchMock, 'POST', path)[0]?.[1]?.body)) as unknown;

describe('the Sign-in security page', () => {
  it('says two-factor sign-in is off and offers to turn it on', async () => {
    setup(OFF);
    expect(await screen.findByText('Off')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('when on, shows since when and the recovery codes left, with the three actions', async () => {
    setup(ON);
    expect(await screen.findByText('On')).toBeDefined();
    expect(screen.getByText('On since')).toBeDefined();
    expect(screen.getByText('7')).toBeDefined();
    for (const name of ['Set up again', 'New recovery codes', 'Turn off']) {
      expect(screen.getByRole('button', { name })).toBeDefined();
    }
  });

  it('when the role requires it, Turn off is not offered and the reason is said', async () => {
    setup({ ...ON, required: true });
    expect(await screen.findByText('Your role must use two-factor sign-in.')).toBeDefined();
    expect(screen.getByText('It cannot be turned off: your role requires it.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('Turn on asks the password, then shows the QR code step', async () => {
    const fetchMock = setup(OFF, { 'POST /api/auth/two-factor/setup': () => json(200, SETUP) });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeDefined();
    expect(bodyOf(fetchMock, '/api/auth/two-factor/setup')).toEqual({ password: 'secret-pass' });
  });

  it('a wrong password goes on the password field of the dialog', async () => {
    setup(OFF, {
      'POST /api/auth/two-factor/setup': () =>
        json(401, { status: 401, code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.passwordWrong }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.passwordWrong)).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('New recovery codes asks the password and a code, then lists the new codes', async () => {
    const fetchMock = setup(ON, {
      'POST /api/auth/two-factor/recovery-codes': () => json(200, { recoveryCodes: CODES }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText('code9-abcde')).toBeDefined();
    expect(bodyOf(fetchMock, '/api/auth/two-factor/recovery-codes')).toEqual({
      password: 'pw',
      code: '123456',
    });
  });

  it('Turn off sends the password and code and toasts the answer', async () => {
    const fetchMock = setup(ON, {
      'POST /api/auth/two-factor/disable': () => json(200, { message: TWO_FACTOR_MESSAGES.disabled }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeDefined();
    expect(bodyOf(fetchMock, '/api/auth/two-factor/disable')).toEqual({ password: 'pw', code: '654321' });
  });
});
