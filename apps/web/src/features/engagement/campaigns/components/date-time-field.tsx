import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { toEndTimeParam } from '@talent-desk/shared';
import { DATE_TIME_PICKER_FORMAT } from '@/lib/format';

export type DateTimeFieldProps = {
  id: string;
  label: string;
  /** An ISO timestamp, or '' for none. */
  value: string;
  /** The chosen moment as an ISO timestamp without fractional seconds; '' while incomplete or cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** The earliest moment offered (the end not before the start); now by default. */
  min?: string;
};

/**
 * A date and time in the app's format, DD-MM-YYYY and 24-hour en-GB time in the local zone (FMT), typed
 * or picked; the past is not offered.
 */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  helperText,
  min,
}: DateTimeFieldProps) {
  const parsed = value ? dayjs(value) : null;
  const earliest = min ? dayjs(min) : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label={label}
        value={parsed?.isValid() ? parsed : null}
        onChange={(next: Dayjs | null) =>
          onChange(next?.isValid() ? toEndTimeParam(next.second(0).toDate()) : '')
        }
        onClose={onBlur}
        ampm={false}
        format={DATE_TIME_PICKER_FORMAT}
        disablePast
        minDateTime={earliest?.isValid() ? earliest : undefined}
        slotProps={{
          textField: {
            id,
            required,
            fullWidth: true,
            onBlur,
            error: Boolean(error),
            helperText: error ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
