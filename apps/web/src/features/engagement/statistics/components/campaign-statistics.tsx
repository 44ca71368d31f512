import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignStatisticsQuerySchema, type StatisticsPeriod } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useCampaignStatistics } from '../api/get-campaign-statistics';
import { StatisticsChart } from './statistics-chart';
import { StatisticsControls } from './statistics-controls';
import { rangeErrors } from './statistics-errors';
import { defaultStatisticsRange, statisticsQuery, utcToday, type StatisticsRange } from './statistics-range';
import { StatisticsRatesView } from './statistics-rates';
import { StatisticsTable } from './statistics-table';

export type CampaignStatisticsProps = {
  campaignExternalId: string;
  /** The moment "the last 7 days" count back from; now by default (tests fix it). */
  now?: Date;
};

/**
 * The campaign's statistics (STAT-*): sent, opened, survey opened, submitted and unsubscribed per day,
 * per month over a range of UTC days (the last 7 by default, STAT-02) or in total over the campaign's
 * whole life (All time), as a chart and the same numbers as a table, with the campaign's open and
 * response rates. An invalid range is named on its field and not asked for.
 */
export function CampaignStatistics({ campaignExternalId, now }: CampaignStatisticsProps) {
  const { t } = useTranslation();
  const [today] = useState(() => utcToday(now ?? new Date()));
  const [range, setRange] = useState<StatisticsRange>(() => defaultStatisticsRange(now ?? new Date()));
  const [period, setPeriod] = useState<StatisticsPeriod>('DAILY');
  const checked = campaignStatisticsQuerySchema.safeParse(statisticsQuery(range, period));
  const statistics = useCampaignStatistics(campaignExternalId, checked.success ? checked.data : null);
  const data = checked.success ? statistics.data : undefined;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="campaign-statistics"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <div>
          <Typography id="campaign-statistics" variant="h2" component="h2">
            {t('campaignStatistics.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('campaignStatistics.hint')} {t('campaignStatistics.countsHint')}
          </Typography>
        </div>
        <StatisticsControls
          range={range}
          period={period}
          today={today}
          errors={checked.success ? {} : rangeErrors(checked.error, t)}
          wholeCampaign={statistics.isPlaceholderData ? undefined : statistics.data}
          onRangeChange={setRange}
          onPeriodChange={setPeriod}
        />
        {statistics.isError ? (
          <LoadErrorAlert
            message={t('campaignStatistics.loadFailed')}
            onRetry={() => void statistics.refetch()}
          />
        ) : null}
        {data ? (
          <Stack spacing={2.5} aria-busy={statistics.isFetching}>
            <StatisticsChart statistics={data} />
            <StatisticsRatesView statistics={data} />
            <StatisticsTable statistics={data} />
          </Stack>
        ) : checked.success && !statistics.isError ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('campaignStatistics.loading')}>
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
