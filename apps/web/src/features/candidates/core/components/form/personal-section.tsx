import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { TextInput } from './text-input';

/** firstName, middleName, lastName (CAND-VAL-08..15). */
export function PersonalSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="candidate-personal" title={t('candidateForm.sections.personal')}>
      <FieldCell>
        <TextInput
          name="firstName"
          label={t('candidateForm.fields.firstName')}
          required
          autoComplete="given-name"
        />
      </FieldCell>
      <FieldCell>
        <TextInput
          name="middleName"
          label={t('candidateForm.fields.middleName')}
          autoComplete="additional-name"
        />
      </FieldCell>
      <FieldCell>
        <TextInput
          name="lastName"
          label={t('candidateForm.fields.lastName')}
          required
          autoComplete="family-name"
        />
      </FieldCell>
    </FormSection>
  );
}
