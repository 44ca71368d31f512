import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  VENDOR_LIMITS,
  VENDOR_TIERS,
  vendorBodySchema,
  type VendorBody,
  type VendorBodyInput,
} from '@talent-desk/shared';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { FieldCell, FormSection } from '@/components/form-section';
import { PhoneField } from '@/components/phone-field';
import { isApiError } from '@/lib/http';

export type VendorFormProps = {
  defaultValues: VendorBodyInput;
  submitLabel: string;
  onSubmit: (body: VendorBody) => Promise<unknown>;
  onCancel: () => void;
};

/** The vendor form (create, edit) on the shared schema; the server's 400/409 land under their fields. */
export function VendorForm({ defaultValues, submitLabel, onSubmit, onCancel }: VendorFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<VendorBodyInput, unknown, VendorBody>({
    resolver: zodResolver(vendorBodySchema),
    defaultValues,
    mode: 'onTouched',
  });
  const country = useWatch({ control, name: 'country' });

  async function submit(body: VendorBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setError('name', { message: error.message }, { shouldFocus: true });
      } else if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
        for (const field of error.fields)
          setError(field.path as FieldPath<VendorBodyInput>, { message: field.message });
      } else {
        setFormError(t('messages.somethingWentWrong'));
      }
    }
  }

  const text = (
    name: 'name' | 'primaryContactName' | 'primaryContactEmail',
    label: string,
    required = false,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`vendor-${name}`}
          value={field.value ?? ''}
          label={label}
          required={required}
          type={name === 'primaryContactEmail' ? 'email' : 'text'}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { maxLength: name === 'primaryContactEmail' ? 320 : VENDOR_LIMITS.nameMax },
          }}
        />
      )}
    />
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormSection id="vendor-company" title={t('vendors.form.company')}>
        <FieldCell full>{text('name', t('vendors.fields.name'), true)}</FieldCell>
        <FieldCell>
          <Controller
            name="tier"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="vendor-tier"
                select
                label={t('vendors.fields.tier')}
                required
                fullWidth
                value={field.value ?? ''}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {VENDOR_TIERS.map((tier) => (
                  <MenuItem key={tier} value={tier}>
                    {tier}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </FieldCell>
        <FieldCell>
          <Controller
            name="country"
            control={control}
            render={({ field, fieldState }) => (
              <CountrySelect
                id="vendor-country"
                name={field.name}
                label={t('vendors.fields.country')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </FieldCell>
      </FormSection>
      <FormSection id="vendor-contact" title={t('vendors.form.contact')}>
        <FieldCell>{text('primaryContactName', t('vendors.fields.primaryContactName'))}</FieldCell>
        <FieldCell>{text('primaryContactEmail', t('vendors.fields.primaryContactEmail'))}</FieldCell>
        <FieldCell>
          <Controller
            name="primaryContactPhone"
            control={control}
            render={({ field, fieldState }) => (
              <PhoneField
                id="vendor-primaryContactPhone"
                optional
                label={t('vendors.fields.primaryContactPhone')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                country={country}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </FieldCell>
      </FormSection>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('vendors.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
