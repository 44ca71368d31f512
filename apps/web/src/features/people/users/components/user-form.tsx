import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COUNTRY_USA,
  ROLE_LABELS,
  ROLES,
  USER_LIMITS,
  userBodySchema,
  type Role,
  type UserBody,
  type UserBodyInput,
} from '@talent-desk/shared';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { FormCountrySelect } from '@/components/form/form-country-select';
import { FormFooter } from '@/components/form/form-footer';
import { FormPhoneField } from '@/components/form/form-phone-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { isApiError } from '@/lib/http';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

export type UserFormLocks = {
  /** VEND-33: the role is fixed (vendor) and its field disabled. */
  role?: boolean;
  /** The vendor is the page's vendor (the new vendor user page). */
  vendor?: boolean;
  /** VEND-34: the country is the vendor's. */
  country?: boolean;
};

export type UserFormProps = {
  defaultValues: UserBodyInput;
  /** The preset vendor's name, shown while its field is locked. */
  vendorName?: string;
  locks?: UserFormLocks;
  /** The roles the signed-in user may give (USER-02: a TAG only VENDOR). */
  roles?: readonly Role[];
  submitLabel: string;
  onSubmit: (body: UserBody) => Promise<unknown>;
  onCancel: () => void;
};

type TextKey = 'firstName' | 'middleName' | 'lastName' | 'email' | 'address' | 'title';

/**
 * The user form (VEND-18..37; users /new and /{id}/edit, and the new vendor user page) on the shared
 * schema. A 409 lands under the e-mail ('email exists', VEND-38); other 400s under their fields; any
 * other failure says 'something went wrong' (VEND-39).
 */
export function UserForm({
  defaultValues,
  vendorName,
  locks = {},
  roles = ROLES,
  submitLabel,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<UserBodyInput, unknown, UserBody>({
    resolver: zodResolver(userBodySchema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const country = useWatch({ control, name: 'country' });
  const role = useWatch({ control, name: 'role' });

  async function submit(body: UserBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (isApiError(error) && error.code === 'USER_EMAIL_EXISTS') {
        setError('email', { message: t('users.form.emailExists') }, { shouldFocus: true });
      } else if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
        for (const field of error.fields)
          setError(field.path as FieldPath<UserBodyInput>, { message: field.message });
      } else if (isApiError(error) && (error.status === 403 || error.status === 409)) {
        setFormError(error.message);
      } else {
        setFormError(t('users.form.somethingWentWrong'));
      }
    }
  }

  const text = (name: TextKey, label: string, required = false) => (
    <FormTextField
      control={control}
      name={name}
      id={`user-${name}`}
      label={label}
      required={required}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete="off"
      maxLength={name === 'email' ? 320 : USER_LIMITS.nameMax}
    />
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submitForm}>
      <UnsavedChangesGuard control={control} />
      <FormSection id="user-person" title={t('users.form.person')}>
        <FieldCell>{text('firstName', t('users.fields.firstName'), true)}</FieldCell>
        <FieldCell>{text('middleName', t('users.fields.middleName'))}</FieldCell>
        <FieldCell>{text('lastName', t('users.fields.lastName'), true)}</FieldCell>
        <FieldCell>{text('title', t('users.fields.title'))}</FieldCell>
      </FormSection>
      <FormSection id="user-contact" title={t('users.form.contact')}>
        <FieldCell>{text('email', t('users.fields.email'), true)}</FieldCell>
        <FieldCell>
          <FormPhoneField
            control={control}
            name="telephone"
            id="user-telephone"
            optional
            label={t('users.fields.telephone')}
            // VEND-35: read with the US calling code until a country is chosen.
            country={country || COUNTRY_USA}
          />
        </FieldCell>
        <FieldCell>
          {locks.country ? (
            // VEND-34: the vendor's country, shown and sent as it is.
            <TextField
              id="user-country"
              label={t('users.form.countryLocked')}
              value={country}
              disabled
              fullWidth
            />
          ) : (
            <FormCountrySelect
              control={control}
              name="country"
              id="user-country"
              label={t('users.fields.country')}
            />
          )}
        </FieldCell>
        <FieldCell full>{text('address', t('users.fields.address'))}</FieldCell>
      </FormSection>
      <FormSection id="user-access" title={t('users.form.access')} description={t('users.form.accessHint')}>
        <FieldCell>
          <FormTextField
            control={control}
            name="role"
            id="user-role"
            label={t('users.fields.role')}
            required
            disabled={locks.role}
            onChange={(event) => {
              if (event.target.value !== 'VENDOR') setValue('vendorExternalId', '');
            }}
            options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          />
        </FieldCell>
        {role === 'VENDOR' ? (
          <FieldCell>
            {locks.vendor ? (
              <TextField
                id="user-vendor"
                label={t('users.fields.vendor')}
                value={vendorName ?? ''}
                disabled
                fullWidth
              />
            ) : (
              <Controller
                name="vendorExternalId"
                control={control}
                render={({ field, fieldState }) => (
                  <AsyncAutocomplete
                    id="user-vendor"
                    kind="vendors"
                    label={t('users.fields.vendor')}
                    required
                    size="medium"
                    value={
                      typeof field.value === 'string' && field.value
                        ? [{ value: field.value, label: vendorName ?? field.value, externalId: field.value }]
                        : []
                    }
                    // One vendor: the last choice replaces the previous one.
                    onChange={(items) => field.onChange(items.at(-1)?.externalId ?? '')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          </FieldCell>
        ) : null}
      </FormSection>
      <FormFooter
        error={formError}
        cancelLabel={t('users.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
      />
    </Stack>
  );
}
