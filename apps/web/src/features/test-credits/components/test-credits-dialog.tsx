import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  grantBelowUsedMessage,
  TEST_CREDITS_MESSAGES,
  testCreditsBodySchema,
  type TestCreditsBody,
  type TestCreditsRow,
} from '@talent-desk/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/lib/http';

/** The dialog's field as typed ('12'), checked by the API's rule and against the used credits. */
function grantFormSchema(used: number) {
  return z.object({
    granted: z
      .string()
      .trim()
      .regex(/^\d+$/, TEST_CREDITS_MESSAGES.grantedInteger)
      .transform(Number)
      .pipe(testCreditsBodySchema.shape.granted)
      .refine((granted) => granted >= used, grantBelowUsedMessage(used)),
  });
}
type GrantForm = { granted: string };

export type TestCreditsDialogProps = {
  /** The vendor being edited; null: closed. */
  row: TestCreditsRow | null;
  onSave: (vendorExternalId: string, body: TestCreditsBody) => Promise<unknown>;
  onClose: () => void;
};

/** Edit one vendor's granted credits (SET-03: test-credits). Remounted per vendor (its key). */
export function TestCreditsDialog({ row, onSave, onClose }: TestCreditsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={row !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {row ? (
        <GrantFormContent
          key={`${row.vendorExternalId}/${row.version}`}
          titleId={titleId}
          row={row}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

type GrantFormContentProps = { row: TestCreditsRow; titleId: string } & Omit<TestCreditsDialogProps, 'row'>;

function GrantFormContent({ row, titleId, onSave, onClose }: GrantFormContentProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<GrantForm, unknown, { granted: number }>({
    resolver: zodResolver(grantFormSchema(row.used)),
    defaultValues: { granted: String(row.granted) },
    mode: 'onTouched',
  });

  async function submit({ granted }: { granted: number }) {
    setFormError(null);
    try {
      // The version read with the row: another ADMIN's save meanwhile makes this one a 409.
      await onSave(row.vendorExternalId, { granted, version: row.version });
    } catch (error) {
      const field = isApiError(error) ? error.fields.find((f) => f.path === 'granted') : undefined;
      if (field) setError('granted', { message: field.message }, { shouldFocus: true });
      else if (isApiError(error) && error.status === 409) setFormError(error.message);
      else setFormError(t('messages.somethingWentWrong'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <DialogTitle id={titleId}>{t('testCredits.dialogTitle', { name: row.vendorName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('testCredits.dialogText', { used: row.used })}
        </DialogContentText>
        <Controller
          name="granted"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="test-credits-granted"
              label={t('testCredits.granted')}
              required
              fullWidth
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
          )}
        />
        {formError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('testCredits.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('testCredits.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
