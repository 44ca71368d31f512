import { MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/people/auth/api/get-me';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { users } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

const PATH = '/api/auth/login';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: () => Response) {
  const fetchMock = stubApi({ [`POST ${PATH}`]: answer });
  const { queryClient } = renderWithProviders(<LoginForm />);
  return { fetchMock, queryClient };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('LoginForm', () => {
  it('[AUTH-01] checks both fields on submit, ties each message to its field and focuses the first', async () => {
    const { fetchMock } = setup(() => json(200, users.ADMIN));
    type(password(), 'secret');
    submit();
    expect(await screen.findByText(MESSAGES.mandatoryField)).toBeDefined();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(screen.getByText(MESSAGES.mandatoryField).id);
    expect(document.activeElement).toBe(email());
    expect(password().getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[AUTH-01] after a submit, a field is checked again as it changes', async () => {
    setup(() => json(200, users.ADMIN));
    submit();
    expect(await screen.findAllByText(MESSAGES.mandatoryField)).toHaveLength(2);
    type(email(), 'ana@example.test');
    expect(screen.getAllByText(MESSAGES.mandatoryField)).toHaveLength(1);
    expect(document.activeElement).toBe(email());
  });

  it('[AUTH-01] posts the trimmed address and keeps the user for the session', async () => {
    const { fetchMock, queryClient } = setup(() => json(200, users.ADMIN));
    type(email(), '  ana@example.test ');
    type(password(), ' secret ');
    submit();
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(users.ADMIN));
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ana@example.test', password: ' secret ' });
  });

  it('[AUTH-01] a refused sign-in shows the server message; a 400 puts field messages under the fields', async () => {
    setup(() =>
      json(400, {
        status: 400,
        code: 'VALIDATION',
        message: MESSAGES.invalidCredentials,
        fields: [{ path: 'password', message: 'Maximum 1024 characters' }],
      }),
    );
    type(email(), 'ana@example.test');
    type(password(), 'secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(screen.getByText('Maximum 1024 characters').id).toBe(password().getAttribute('aria-describedby'));
  });
});
