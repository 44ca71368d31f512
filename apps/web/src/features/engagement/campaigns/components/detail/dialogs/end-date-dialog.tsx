import { zodResolver } from '@hookform/resolvers/zod';
import { endTimeIssue, toEndTimeParam, type CampaignDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { z } from 'zod';
import { formatDateTime } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useUpdateEndDate } from '../../../api/update-end-date';
import { useCampaignFailure } from '../../use-campaign-failure';
import { DateTimeField } from '../../date-time-field';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

type EndDateValues = { newEndTime: string };

/**
 * CAMP-40/41: later than now, at least 24 hours from now, by the shared rule the API applies (checked at
 * the moment of Save, not when the dialog opened).
 */
export const endDateFormSchema = z.object({
  newEndTime: z.string().superRefine((value, ctx) => {
    const issue = endTimeIssue(value, new Date());
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
});

export type EndDateDialogProps = { campaign: CampaignDetail; onClose: () => void };

/**
 * CAMP-39..43: a new end date and time, sent as newEndTime without fractional seconds (the picker's
 * value already is); 'End date updated' on success, a 400's message under the field, anything else
 * 'Something went wrong'.
 */
export function EndDateDialog({ campaign, onClose }: EndDateDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const messageText = useMessageText();
  const failed = useCampaignFailure();
  const update = useUpdateEndDate(campaign.externalId);
  const { control, handleSubmit, setError } = useForm<EndDateValues, unknown, EndDateValues>({
    resolver: zodResolver(endDateFormSchema),
    defaultValues: { newEndTime: campaign.endTime ?? '' },
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit({ newEndTime }: EndDateValues) {
    try {
      // The stored end, kept unchanged, still carries its milliseconds: sent as CAMP-42 says.
      await update.mutateAsync(toEndTimeParam(new Date(newEndTime)));
      enqueueSnackbar(t('campaignMessages.endDateUpdated'), { variant: 'success' });
      onClose();
    } catch (error) {
      failed(error, {
        onField: (path, message) => {
          if (path !== 'newEndTime') return false;
          setError('newEndTime', { message });
          return true;
        },
      });
    }
  }

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <FormDialog
      title={t('campaigns.dialogs.endDate.title')}
      description={t('campaigns.dialogs.endDate.body', { end: formatDateTime(campaign.endTime) })}
      submitLabel={t('campaigns.dialogs.endDate.confirm')}
      cancelLabel={t('campaigns.dialogs.cancel')}
      busy={update.isPending}
      lockWhileBusy
      onClose={onClose}
      onSubmit={submitForm}
    >
      <Controller
        control={control}
        name="newEndTime"
        render={({ field, fieldState }) => (
          <DateTimeField
            id="campaign-new-end-time"
            label={t('campaigns.dialogs.endDate.field')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            error={fieldState.error?.message ? messageText(fieldState.error.message) : undefined}
            helperText={t('campaigns.dialogs.endDate.hint')}
          />
        )}
      />
    </FormDialog>
  );
}
