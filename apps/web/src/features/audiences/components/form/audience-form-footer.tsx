import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
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
  return (
    <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onCancel ? (
        <Button onClick={onCancel}>
          {mode === 'view' ? t('audiences.form.backToList') : t('audiences.form.cancel')}
        </Button>
      ) : null}
      {mode === 'view' ? null : (
        <Button type="submit" form={formId} variant="contained" disabled={submitting}>
          {mode === 'create' ? t('audiences.form.create') : t('audiences.form.save')}
        </Button>
      )}
    </Stack>
  );
}
