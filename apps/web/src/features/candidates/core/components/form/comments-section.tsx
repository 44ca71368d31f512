import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { TextInput } from './text-input';

export function CommentsSection() {
  const { t } = useTranslation();
  return (
    <FormSection id="candidate-comments" title={t('candidateForm.sections.comments')}>
      <FieldCell full>
        <TextInput name="comments" label={t('candidateForm.fields.comments')} multiline minRows={3} />
      </FieldCell>
    </FormSection>
  );
}
