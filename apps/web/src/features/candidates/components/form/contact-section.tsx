import { COUNTRY_INDIA, type CandidateFormInput } from '@talent-desk/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/phone-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { TextInput } from './text-input';
import { useFieldError } from './use-field-error';

/** email, phone (required for India: CAND-VAL-05), linkedinUrl. */
export function ContactSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<CandidateFormInput>();
  const country = useWatch({ control, name: 'country' });
  const phoneError = useFieldError('phone');
  return (
    <FormSection id="candidate-contact" title={t('candidateForm.sections.contact')}>
      <FieldCell>
        <TextInput
          name="email"
          type="email"
          label={t('candidateForm.fields.email')}
          required
          autoComplete="email"
        />
      </FieldCell>
      <FieldCell>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id="candidate-phone"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={field.disabled}
              country={country}
              label={t('candidateForm.fields.phone')}
              required={country === COUNTRY_INDIA}
              fullWidth
              error={phoneError.error}
              helperText={phoneError.helperText}
            />
          )}
        />
      </FieldCell>
      <FieldCell full>
        <TextInput
          name="linkedinUrl"
          type="url"
          label={t('candidateForm.fields.linkedinUrl')}
          placeholder="https://www.linkedin.com/in/…"
        />
      </FieldCell>
    </FormSection>
  );
}
