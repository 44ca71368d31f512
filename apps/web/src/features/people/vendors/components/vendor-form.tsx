import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  VENDOR_LIMITS,
  VENDOR_TIERS,
  vendorBodySchema,
  type VendorBody,
  type VendorBodyInput,
} from '@talent-desk/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountrySelect } from '@/components/form/form-country-select';
import { FormFooter } from '@/components/form/form-footer';
import { showSaveFailure } from '@/components/form/save-failure';
import { FormPhoneField } from '@/components/form/form-phone-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

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
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const country = useWatch({ control, name: 'country' });

  async function submit(body: VendorBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormError(showSaveFailure(error, setError, 'name', t('messages.somethingWentWrong')));
    }
  }

  const text = (
    name: 'name' | 'primaryContactName' | 'primaryContactEmail',
    label: string,
    required = false,
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`vendor-${name}`}
      label={label}
      required={required}
      type={name === 'primaryContactEmail' ? 'email' : 'text'}
      maxLength={name === 'primaryContactEmail' ? 320 : VENDOR_LIMITS.nameMax}
    />
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submitForm}>
      <UnsavedChangesGuard control={control} />
      <FormSection id="vendor-company" title={t('vendors.form.company')}>
        <FieldCell full>{text('name', t('vendors.fields.name'), true)}</FieldCell>
        <FieldCell>
          <FormTextField
            control={control}
            name="tier"
            id="vendor-tier"
            label={t('vendors.fields.tier')}
            required
            options={VENDOR_TIERS.map((tier) => ({ value: tier, label: tier }))}
          />
        </FieldCell>
        <FieldCell>
          <FormCountrySelect
            control={control}
            name="country"
            id="vendor-country"
            label={t('vendors.fields.country')}
          />
        </FieldCell>
      </FormSection>
      <FormSection id="vendor-contact" title={t('vendors.form.contact')}>
        <FieldCell>{text('primaryContactName', t('vendors.fields.primaryContactName'))}</FieldCell>
        <FieldCell>{text('primaryContactEmail', t('vendors.fields.primaryContactEmail'))}</FieldCell>
        <FieldCell>
          <FormPhoneField
            control={control}
            name="primaryContactPhone"
            id="vendor-primaryContactPhone"
            optional
            label={t('vendors.fields.primaryContactPhone')}
            country={country}
          />
        </FieldCell>
      </FormSection>
      <FormFooter
        error={formError}
        cancelLabel={t('vendors.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
      />
    </Stack>
  );
}
