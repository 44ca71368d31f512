import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PICKER_FORMAT } from '@/lib/format';

export type AuditDayFieldProps = {
  label: string;
  /** A UTC day, YYYY-MM-DD. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  error?: string;
};

/** A year typed to its four digits: '2' is the year 2 to the picker, but not a day anyone means yet. */
const complete = (day: Dayjs) => day.isValid() && day.year() >= 1000;

/**
 * One end of the log's day range, shown DD-MM-YYYY like every date of the app and handed on as
 * YYYY-MM-DD (no time zone can move it). The field keeps what is being typed; only a whole day (or
 * clearing it) is applied.
 */
export function AuditDayField({ label, value, onChange, error }: AuditDayFieldProps) {
  const [draft, setDraft] = useState<Dayjs | null>(value ? dayjs(value) : null);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (Clear filters, Back): the field follows it.
  if (shown !== value) {
    setShown(value);
    setDraft(value ? dayjs(value) : null);
  }
  return (
    <DatePicker
      label={label}
      value={draft}
      format={DATE_PICKER_FORMAT}
      onChange={(day) => {
        setDraft(day);
        const next = day === null ? undefined : complete(day) ? day.format('YYYY-MM-DD') : value;
        if (next !== value) {
          setShown(next);
          onChange(next);
        }
      }}
      slotProps={{
        field: { clearable: true },
        textField: { size: 'small', error: Boolean(error), helperText: error, sx: { width: { md: 190 } } },
      }}
    />
  );
}
