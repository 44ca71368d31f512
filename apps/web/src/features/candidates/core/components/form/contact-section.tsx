import { COUNTRY_INDIA, type CandidateFormInput } from '@talent-desk/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPhoneField } from '@/components/form/form-phone-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { TextInput } from './text-input';
import { useMessageText } from '@/lib/i18n/use-message-text';

/** email, phone (required for India: CAND-VAL-05), linkedinUrl. */
export function ContactSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<CandidateFormInput>();
  const country = useWatch({ control, name: 'country' });
  const messageText = useMessageText();
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
        <FormPhoneField<CandidateFormInput>
          name="phone"
          id="candidate-phone"
          country={country}
          label={t('candidateForm.fields.phone')}
          required={country === COUNTRY_INDIA}
          errorText={messageText}
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
