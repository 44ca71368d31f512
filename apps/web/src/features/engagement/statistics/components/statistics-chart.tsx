import { useId } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CampaignStatistics, SurveyEventType } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/lib/visually-hidden';
import { bucketLabels, formatStatisticsDay } from './statistics-format';

/**
 * One colour per event type, told apart by hue and lightness alike (and named in the legend); mid tones
 * that stand out 3:1 or better on the light and the dark scheme's surfaces alike.
 */
export const EVENT_COLOURS: Record<SurveyEventType, string> = {
  EMAIL_SENT: '#6b7f8a',
  EMAIL_OPENED: '#4a78d6',
  SURVEY_OPENED: '#9b59b6',
  SURVEY_SUBMITTED: '#2f8a3a',
  UNSUBSCRIBE_EVENT: '#d23b3b',
};

const HEIGHT = 320;
/** Past this many points the marks crowd the line: it is drawn alone. */
const MARKS_UP_TO = 31;

/**
 * The five series over the range: lines over the days or months, bars for a single bucket (all time, or
 * a one-day range), where a line would be a dot. Straight segments: a smoothed curve would invent
 * values between days. The table below holds the same numbers.
 */
export function StatisticsChart({ statistics }: { statistics: CampaignStatistics }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const buckets = statistics.items[0]?.statisticData.map((point) => point.epochMilli) ?? [];
  const labels = bucketLabels(statistics);
  const series = statistics.items.map((item) => ({
    id: item.surveyEventType,
    label: t(`campaignStatistics.events.${item.surveyEventType}`),
    data: item.statisticData.map((point) => point.count),
    color: EVENT_COLOURS[item.surveyEventType],
  }));
  const common = {
    height: HEIGHT,
    // Counts are whole numbers: no 0.5 ticks on a quiet range.
    yAxis: [{ min: 0, tickMinStep: 1 }],
    // Room for the last day's label, centred on the right edge.
    margin: { left: 8, right: 40 },
  };
  // The chart's own title lands on a plain div, which assistive technology does not announce: the
  // figure role carries the name and the description instead.
  return (
    <Box
      role="figure"
      aria-label={t('campaignStatistics.chartTitle', {
        from: formatStatisticsDay(statistics.from),
        to: formatStatisticsDay(statistics.to),
      })}
      aria-describedby={descriptionId}
      sx={{ minWidth: 0 }}
    >
      <Box component="p" id={descriptionId} sx={visuallyHidden}>
        {t('campaignStatistics.chartDescription', {
          period: t(`campaignStatistics.periods.${statistics.period}`).toLowerCase(),
        })}
      </Box>
      {buckets.length === 1 ? (
        <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels }]} series={series} />
      ) : (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={series.map((s) => ({
            ...s,
            curve: 'linear' as const,
            showMark: buckets.length <= MARKS_UP_TO,
          }))}
        />
      )}
    </Box>
  );
}
