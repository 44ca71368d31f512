import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@talent-desk/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATISTICS_DATE_FORMAT, formatStatisticsDay } from './statistics-format';
import { endingOn, lastDayOf, type StatisticsRange } from './statistics-range';

export type StatisticsControlsProps = {
  range: StatisticsRange;
  period: StatisticsPeriod;
  /** The UTC day today: the latest day offered. */
  today: string;
  errors: { from?: string; to?: string };
  /** The answer on screen: All time names the days it covers (the campaign's whole life). */
  wholeCampaign?: { period: StatisticsPeriod; from: string; to: string };
  onRangeChange: (range: StatisticsRange) => void;
  onPeriodChange: (period: StatisticsPeriod) => void;
};

/**
 * The range (From and To, both days included, STAT-04 format) and the period toggle. The pickers deal in
 * calendar days: a day is held as local midnight only while picked and handed on as YYYY-MM-DD, so no
 * time zone can move it. All time has no range to pick: it names the whole campaign's days instead.
 */
export function StatisticsControls({
  range,
  period,
  today,
  errors,
  wholeCampaign,
  onRangeChange,
  onPeriodChange,
}: StatisticsControlsProps) {
  const { t } = useTranslation();
  const asDay = (day: string) => dayjs(day);
  const picked = (next: Dayjs | null) => (next?.isValid() ? next.format('YYYY-MM-DD') : null);
  const field = (id: string, error: string | undefined) => ({
    // A fixed width: an error below a field must not widen it and shift the toggle beside it.
    textField: {
      id,
      size: 'small' as const,
      error: Boolean(error),
      helperText: error,
      sx: { width: { sm: 230 } },
    },
  });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      {period === 'ALL_TIME' ? (
        <Typography
          variant="body1"
          sx={{ minHeight: 40, display: 'flex', alignItems: 'center', minWidth: { md: 476 } }}
        >
          {wholeCampaign?.period === 'ALL_TIME'
            ? t('campaignStatistics.wholeCampaign', {
                from: formatStatisticsDay(wholeCampaign.from),
                to: formatStatisticsDay(wholeCampaign.to),
              })
            : '\u00a0'}
        </Typography>
      ) : (
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DatePicker
              label={t('campaignStatistics.from')}
              value={asDay(range.start)}
              format={STATISTICS_DATE_FORMAT}
              maxDate={asDay(today)}
              onChange={(next) => {
                const day = picked(next);
                if (day) onRangeChange({ ...range, start: day });
              }}
              slotProps={field('statistics-from', errors.from)}
            />
            <DatePicker
              label={t('campaignStatistics.to')}
              value={asDay(lastDayOf(range))}
              format={STATISTICS_DATE_FORMAT}
              maxDate={asDay(today)}
              onChange={(next) => {
                const day = picked(next);
                if (day) onRangeChange(endingOn(range, day));
              }}
              slotProps={field('statistics-to', errors.to)}
            />
          </Stack>
        </LocalizationProvider>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={period}
        aria-label={t('campaignStatistics.period')}
        onChange={(_, next: StatisticsPeriod | null) => {
          // A second click on the chosen period would leave none chosen: keep it.
          if (next) onPeriodChange(next);
        }}
        sx={{ height: 40 }}
      >
        {STATISTICS_PERIODS.map((key) => (
          <ToggleButton key={key} value={key}>
            {t(`campaignStatistics.periods.${key}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
