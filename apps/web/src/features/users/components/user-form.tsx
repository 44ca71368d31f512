import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
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
import { CountrySelect } from '@/components/country-select';
import { FieldCell, FormSection } from '@/components/form-section';
import { PhoneField } from '@/components/phone-field';
import { isApiError } from '@/lib/http';

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
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`user-${name}`}
          value={field.value ?? ''}
          label={label}
          required={required}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete="off"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: name === 'email' ? 320 : USER_LIMITS.nameMax } }}
        />
      )}
    />
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormSection id="user-person" title={t('users.form.person')}>
        <FieldCell>{text('firstName', t('users.fields.firstName'), true)}</FieldCell>
        <FieldCell>{text('middleName', t('users.fields.middleName'))}</FieldCell>
        <FieldCell>{text('lastName', t('users.fields.lastName'), true)}</FieldCell>
        <FieldCell>{text('title', t('users.fields.title'))}</FieldCell>
      </FormSection>
      <FormSection id="user-contact" title={t('users.form.contact')}>
        <FieldCell>{text('email', t('users.fields.email'), true)}</FieldCell>
        <FieldCell>
          <Controller
            name="telephone"
            control={control}
            render={({ field, fieldState }) => (
              <PhoneField
                id="user-telephone"
                optional
                label={t('users.fields.telephone')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                // VEND-35: read with the US calling code until a country is chosen.
                country={country || COUNTRY_USA}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
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
            <Controller
              name="country"
              control={control}
              render={({ field, fieldState }) => (
                <CountrySelect
                  id="user-country"
                  name={field.name}
                  label={t('users.fields.country')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        </FieldCell>
        <FieldCell full>{text('address', t('users.fields.address'))}</FieldCell>
      </FormSection>
      <FormSection id="user-access" title={t('users.form.access')} description={t('users.form.accessHint')}>
        <FieldCell>
          <Controller
            name="role"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="user-role"
                select
                label={t('users.fields.role')}
                required
                fullWidth
                disabled={locks.role}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(event);
                  if (event.target.value !== 'VENDOR') setValue('vendorExternalId', '');
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {roles.map((value) => (
                  <MenuItem key={value} value={value}>
                    {ROLE_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            )}
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
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('users.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
