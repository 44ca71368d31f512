import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { formatBgcDate, isFutureDate, type BackgroundStatus } from '@talent-desk/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { isApiError } from '@/lib/http';
import {
  useUpdateBackgroundStatus,
  type BackgroundStatusUpdateResult,
} from '../api/update-background-status';
import { planBgcUpdate, type BgcDialogCandidate } from './background-status-options';
import { DATE_TIME_PICKER_FORMAT } from '@/lib/format';

export type BackgroundStatusFormProps = {
  /** One candidate (details page) or the selection (list, dashboard). */
  candidates: readonly BgcDialogCandidate[];
  onClose: () => void;
  onUpdated?: (result: BackgroundStatusUpdateResult) => void;
};

/**
 * Updates the background status of one or several candidates with one date (BGC-10..15): the statuses
 * they can all take, a date-time not in the future; candidates that cannot change are listed and left out.
 */
export default function BackgroundStatusForm({ candidates, onClose, onUpdated }: BackgroundStatusFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const plan = useMemo(() => planBgcUpdate(candidates), [candidates]);
  const [status, setStatus] = useState<BackgroundStatus | ''>(plan.initial ?? '');
  const [date, setDate] = useState<Dayjs | null>(() => dayjs());
  const [touched, setTouched] = useState(false);
  const mutation = useUpdateBackgroundStatus();

  const dateError =
    !date || !date.isValid()
      ? t('backgroundStatusDialog.dateRequired')
      : isFutureDate(date.toDate())
        ? t('candidateMessages.dateInFuture')
        : null;
  const single = candidates.length === 1 ? candidates[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!status || dateError || !date) return;
    mutation.mutate(
      {
        backgroundStatus: status,
        candidateExternalIds: plan.eligible.map((c) => c.externalId),
        backgroundStatusUpdateDate: formatBgcDate(date.second(0).millisecond(0).toDate()),
      },
      {
        onSuccess: (result) => {
          enqueueSnackbar(t('candidateMessages.bgcUpdated'), { variant: 'success' });
          onUpdated?.(result);
          onClose();
        },
      },
    );
  }

  const error = mutation.error;
  const errorText = error ? (isApiError(error) ? error.message : t('messages.somethingWentWrong')) : null;

  return (
    <FormDialog
      title={t('backgroundStatusDialog.title')}
      description={
        single
          ? t('backgroundStatusDialog.introOne', { name: single.fullName })
          : t('backgroundStatusDialog.introMany', { count: candidates.length })
      }
      onClose={onClose}
      onSubmit={submit}
      error={errorText}
      cancelLabel={t('backgroundStatusDialog.cancel')}
      submitLabel={t('backgroundStatusDialog.submit')}
      busy={mutation.isPending}
      submitDisabled={plan.options.length === 0}
    >
      {plan.skipped.length > 0 && !single ? (
        <Alert severity="warning">
          {t('backgroundStatusDialog.skipped', { count: plan.skipped.length })}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {plan.skipped.map(({ candidate, reason }) => (
              <li key={candidate.externalId}>
                {candidate.fullName}: {reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {plan.eligible.length > 0 && plan.options.length === 0 ? (
        <Alert severity="info">{t('backgroundStatusDialog.noCommonStatus')}</Alert>
      ) : null}
      {single && plan.eligible.length === 0 ? <Alert severity="info">{plan.skipped[0]?.reason}</Alert> : null}
      <TextField
        select
        label={t('backgroundStatusDialog.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as BackgroundStatus)}
        disabled={plan.options.length === 0}
        required
      >
        {plan.options.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`enums.backgroundStatus.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimePicker
          label={t('backgroundStatusDialog.date')}
          value={date}
          onChange={setDate}
          disableFuture
          ampm={false}
          format={DATE_TIME_PICKER_FORMAT}
          disabled={plan.options.length === 0}
          slotProps={{
            textField: {
              required: true,
              error: touched && dateError !== null,
              helperText: touched ? dateError : undefined,
            },
          }}
        />
      </LocalizationProvider>
    </FormDialog>
  );
}
