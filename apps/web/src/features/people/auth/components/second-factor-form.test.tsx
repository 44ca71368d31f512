import { TWO_FACTOR_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/features/people/auth/api/get-me';
import { callsTo, json, stubApi } from '@/testing/api-stub';
import { users } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { SecondFactorForm } from './second-factor-form';

const PATH = '/api/auth/two-factor/verify';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answer: () => Response) {
  const fetchMock = stubApi({ [`POST ${PATH}`]: answer });
  const onCancel = vi.fn();
  const queryClient = createTestQueryClient({ ...users.TAG, secondFactor: 'code' });
  renderWithProviders(<SecondFactorForm onCancel={onCancel} />, queryClient);
  return { fetchMock, queryClient, onCancel };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const sentBody = (fetchMock: ReturnType<typeof stubApi>) =>
  JSON.parse(String(callsTo(fetchMock, 'POST', PATH)[0]?.[1]?.body)) as unknown;

describe('the sign-in code step', () => {
  it('offers a focused one-time-code field for the authenticator code', () => {
    setup(() => json(200, users.TAG));
    const field = screen.getByLabelText('Authentication code');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('a right code sends the digits without spaces and makes the session fully signed in', async () => {
    const { fetchMock, queryClient } = setup(() => json(200, users.TAG));
    type(screen.getByLabelText('Authentication code'), '123 456');
    verify();
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(users.TAG));
    expect(sentBody(fetchMock)).toEqual({ code: '123456' });
  });

  it('a wrong code shows the server message on the field and focuses it', async () => {
    setup(() =>
      json(401, { status: 401, code: 'SECOND_FACTOR_WRONG', message: TWO_FACTOR_MESSAGES.codeWrong }),
    );
    const field = screen.getByLabelText('Authentication code');
    type(field, '000000');
    verify();
    const message = await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('checks the code before sending: an empty field says what to type', async () => {
    const { fetchMock } = setup(() => json(200, users.TAG));
    verify();
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to a recovery code with its own label and hint, and sends it', async () => {
    const { fetchMock, queryClient } = setup(() => json(200, users.TAG));
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = await screen.findByLabelText('Recovery code');
    expect(screen.getByText('Like abcde-12345. Each recovery code works once.')).toBeDefined();
    expect(field.getAttribute('inputmode')).toBe('text');
    type(field, 'ABCDE-12345');
    verify();
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toEqual(users.TAG));
    expect(sentBody(fetchMock)).toEqual({ code: 'abcde-12345' });
    expect(screen.getByRole('button', { name: 'Use the authenticator app instead' })).toBeDefined();
  });

  it('Cancel signs the half-finished session out', () => {
    const { onCancel } = setup(() => json(200, users.TAG));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
