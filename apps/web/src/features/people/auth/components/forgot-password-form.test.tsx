import { MESSAGES, PASSWORD_TOKEN_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const PATH = '/api/auth/forgot-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: () => Response) {
  const fetchMock = stubApi({ [`POST ${PATH}`]: answer });
  const onRequested = vi.fn();
  renderWithProviders(<ForgotPasswordForm onRequested={onRequested} />);
  return { fetchMock, onRequested };
}

const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText(/^Email/), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordForm', () => {
  it('needs an address', async () => {
    const { fetchMock } = setup(() => json(202, { message: PASSWORD_TOKEN_MESSAGES.resetRequested }));
    submit();
    expect(await screen.findByText(MESSAGES.mandatoryField)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed address and hands over the server’s message', async () => {
    const { fetchMock, onRequested } = setup(() =>
      json(202, { message: PASSWORD_TOKEN_MESSAGES.resetRequested }),
    );
    typeEmail('  ana@example.test ');
    submit();
    await waitFor(() => expect(onRequested).toHaveBeenCalledWith(PASSWORD_TOKEN_MESSAGES.resetRequested));
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ana@example.test' });
  });

  it('a 429 says how long to wait, from Retry-After', async () => {
    const { onRequested } = setup(
      () =>
        new Response(
          JSON.stringify({
            status: 429,
            code: 'TOO_MANY_RESET_REQUESTS',
            message: PASSWORD_TOKEN_MESSAGES.tooManyResets,
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '61' } },
        ),
    );
    typeEmail('ana@example.test');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in 2 minutes.');
    expect(onRequested).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'ana@example.test');
  });

  it('a 429 without Retry-After shows the server’s message', async () => {
    setup(() => json(429, { status: 429, code: 'TOO_MANY', message: PASSWORD_TOKEN_MESSAGES.tooManyResets }));
    typeEmail('ana@example.test');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_TOKEN_MESSAGES.tooManyResets);
  });
});
