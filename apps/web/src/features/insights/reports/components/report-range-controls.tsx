import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { REPORT_MESSAGES, reportQuerySchema, type ReportQuery } from '@talent-desk/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REPORT_DATE_FORMAT } from './report-format';

export type ReportRangeControlsProps = {
  range: ReportQuery;
  onChange: (range: ReportQuery) => void;
};

type Errors = { from?: string; to?: string };

/**
 * From and To of a report (UTC days, both included). A day is handed on as YYYY-MM-DD, so no time zone
 * can move it. A range the API would refuse (To before From, too long) is named on To and not applied.
 */
export function ReportRangeControls({ range, onChange }: ReportRangeControlsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Errors>({});
  // The URL may change the range (back button, another report's link): show it.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
    setErrors({});
  }

  const messageOf = (message: string) =>
    message === REPORT_MESSAGES.toBeforeFrom
      ? t('reports.range.toBeforeFrom')
      : message === REPORT_MESSAGES.rangeTooLong
        ? t('reports.range.tooLong')
        : t('reports.range.badDay');

  function pick(field: keyof ReportQuery, value: Dayjs | null) {
    if (!value?.isValid()) {
      setErrors({ [field]: t('reports.range.badDay') });
      return;
    }
    const next = { ...draft, [field]: value.format('YYYY-MM-DD') };
    setDraft(next);
    const checked = reportQuerySchema.safeParse(next);
    if (checked.success) {
      setErrors({});
      // A keystroke that leaves the day as it was (typing '01' over 01) is not a new range.
      if (checked.data.from !== range.from || checked.data.to !== range.to) onChange(checked.data);
      return;
    }
    const found: Errors = {};
    for (const issue of checked.error.issues) {
      const path = issue.path[0];
      if (path === 'from' || path === 'to') found[path] = messageOf(issue.message);
    }
    setErrors(found);
  }

  const field = (id: string, error: string | undefined) => ({
    textField: {
      id,
      size: 'small' as const,
      error: Boolean(error),
      helperText: error,
      sx: { width: { sm: 200 } },
    },
  });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label={t('reports.range.from')}
          value={dayjs(draft.from)}
          format={REPORT_DATE_FORMAT}
          onChange={(value) => pick('from', value)}
          slotProps={field('report-from', errors.from)}
        />
        <DatePicker
          label={t('reports.range.to')}
          value={dayjs(draft.to)}
          format={REPORT_DATE_FORMAT}
          onChange={(value) => pick('to', value)}
          slotProps={field('report-to', errors.to)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
