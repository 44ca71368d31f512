import { EMPTY_USER_FORM, USER_MESSAGES } from '@talent-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { renderWithProviders } from '@/testing/render';
import { UserForm, type UserFormLocks } from './user-form';

afterEach(() => {
  cleanup();
});

const VENDOR_ID = '0b6f1f9e-3c1a-4f51-9a33-2a1d8f6c9b10';
const FILLED = {
  ...EMPTY_USER_FORM,
  firstName: 'Meera',
  lastName: 'Nair',
  email: 'meera.nair@lotus.example',
  telephone: '98765 43210',
  country: 'India',
  role: 'VENDOR',
  vendorExternalId: VENDOR_ID,
} as const;
const SLOW = { timeout: 5_000 };
const VENDOR_PAGE: UserFormLocks = { role: true, vendor: true, country: true };

function renderForm(
  onSubmit: () => Promise<unknown>,
  defaults: Record<string, string> = {},
  locks: UserFormLocks = VENDOR_PAGE,
) {
  renderWithProviders(
    <UserForm
      defaultValues={{ ...FILLED, ...defaults }}
      vendorName="Lotus Talent"
      locks={locks}
      roles={['VENDOR']}
      submitLabel="Create user"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
const messageUnder = (id: string) => document.getElementById(`${id}-helper-text`)?.textContent ?? '';

describe('UserForm (the new vendor user page)', () => {
  it('[VEND-33] [VEND-34] the role is fixed to Vendor and disabled; vendor and country are the vendor’s, locked', () => {
    renderForm(async () => {});
    const role = screen.getByRole('combobox', { name: /Role/ });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.textContent).toBe('Vendor');
    expect((screen.getByLabelText('Vendor') as HTMLInputElement).value).toBe('Lotus Talent');
    expect((screen.getByLabelText('Vendor') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Country (the vendor's)") as HTMLInputElement).value).toBe('India');
    expect((screen.getByLabelText("Country (the vendor's)") as HTMLInputElement).disabled).toBe(true);
  });

  it('[VEND-20] [VEND-21] [VEND-24] checks the shared schema before sending, naming each field', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { firstName: 'M', lastName: 'Nair-Iyer', email: '' });
    submit();
    await waitFor(() => expect(messageUnder('user-firstName')).toBe(USER_MESSAGES.nameLength), SLOW);
    expect(messageUnder('user-lastName')).toBe(USER_MESSAGES.nameCharacters);
    expect(messageUnder('user-email')).toBe('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[VEND-18] [VEND-37] sends the payload as the schema outputs it: role VENDOR, the vendor, the phone with +', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), SLOW);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'VENDOR', vendorExternalId: VENDOR_ID, telephone: '+919876543210' }),
    );
  });

  it("[VEND-38] a 409 shows 'email exists' under the e-mail", async () => {
    renderForm(async () => Promise.reject(new ApiError(409, 'USER_EMAIL_EXISTS', USER_MESSAGES.emailExists)));
    submit();
    await waitFor(() => expect(messageUnder('user-email')).toBe('email exists'), SLOW);
  });

  it("[VEND-39] any other failure shows 'something went wrong'", async () => {
    renderForm(async () => Promise.reject(new TypeError('Failed to fetch')));
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'something went wrong');
  });

  it('[VEND-35] without a country the telephone reads with the US calling code', () => {
    renderForm(async () => {}, { country: '', telephone: '' }, { role: true, vendor: true });
    expect(screen.getByLabelText('Telephone').getAttribute('placeholder')).toBe('+1 …');
  });

  it('[VEND-36] for India the telephone asks for the 91 calling code', () => {
    renderForm(async () => {}, { telephone: '' });
    expect(screen.getByLabelText('Telephone').getAttribute('placeholder')).toMatch(/^\+91/);
  });
});
