import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  grantBelowUsedMessage,
  TEST_CREDITS_MESSAGES,
  testCreditsBodySchema,
  type TestCreditsBody,
  type TestCreditsRow,
} from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { isApiError } from '@/lib/http';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

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
  return row ? (
    <GrantDialog key={`${row.vendorExternalId}/${row.version}`} row={row} onSave={onSave} onClose={onClose} />
  ) : null;
}

type GrantDialogProps = { row: TestCreditsRow } & Omit<TestCreditsDialogProps, 'row'>;

function GrantDialog({ row, onSave, onClose }: GrantDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<GrantForm, unknown, { granted: number }>({
    resolver: zodResolver(grantFormSchema(row.used)),
    defaultValues: { granted: String(row.granted) },
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
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

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormDialog
      title={t('testCredits.dialogTitle', { name: row.vendorName })}
      description={t('testCredits.dialogText', { used: row.used })}
      onClose={onClose}
      onSubmit={submitForm}
      error={formError}
      cancelLabel={t('testCredits.cancel')}
      submitLabel={t('testCredits.save')}
      busy={formState.isSubmitting}
      maxWidth="xs"
    >
      <FormTextField
        control={control}
        name="granted"
        id="test-credits-granted"
        label={t('testCredits.granted')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
    </FormDialog>
  );
}
