import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/form/form-footer';
import type { PageMode } from './audience-breadcrumbs';

export type AudienceFormFooterProps = {
  formId: string;
  mode: PageMode;
  submitting: boolean;
  onCancel?: () => void;
};

/** Cancel and Save, or only the way back in view mode (AUD-14: no submit button there). */
export function AudienceFormFooter({ formId, mode, submitting, onCancel }: AudienceFormFooterProps) {
  const { t } = useTranslation();
  const submitLabel = mode === 'create' ? t('audiences.form.create') : t('audiences.form.save');
  return (
    <FormFooter
      cancelLabel={mode === 'view' ? t('audiences.form.backToList') : t('audiences.form.cancel')}
      onCancel={onCancel}
      submitLabel={mode === 'view' ? undefined : submitLabel}
      submitting={submitting}
      form={formId}
    />
  );
}
