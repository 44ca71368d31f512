import Stack from '@mui/material/Stack';
import type { EngagementCampaign, EngagementReport, EngagementWeek } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LazyBarChart, LazyLineChart } from './lazy-report-charts';
import { CHART_TOP, REPORT_COLOURS } from './report-colours';
import { formatRate, formatReportDay, formatWeekShort } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';

const COUNTS = [
  { key: 'sent', colour: REPORT_COLOURS.total },
  { key: 'opened', colour: REPORT_COLOURS.blue },
  { key: 'surveySubmitted', colour: REPORT_COLOURS.green },
  { key: 'unsubscribed', colour: REPORT_COLOURS.red },
] as const;

/** REP-02/03: the engagement report, over time (per week) and per campaign. */
export function EngagementReportView({ report }: { report: EngagementReport }) {
  const { t } = useTranslation();
  const count = (key: (typeof COUNTS)[number]['key']) => t(`reports.engagement.counts.${key}`);

  const weekColumns: ReportColumn<EngagementWeek & { label?: string }>[] = [
    { key: 'week', header: t('reports.weekOf'), value: (w) => w.label ?? formatReportDay(w.week) },
    ...COUNTS.map(({ key }) => ({
      key,
      header: count(key),
      numeric: true,
      value: (w: EngagementWeek) => w[key],
    })),
  ];
  const campaignColumns: ReportColumn<EngagementCampaign>[] = [
    { key: 'name', header: t('reports.engagement.campaign'), value: (c) => c.name },
    { key: 'status', header: t('reports.status'), value: (c) => t(`enums.campaignStatus.${c.status}`) },
    { key: 'sent', header: count('sent'), numeric: true, value: (c) => c.sent },
    {
      key: 'openRate',
      header: t('reports.engagement.openRate'),
      numeric: true,
      value: (c) => formatRate(c.openRate),
    },
    {
      key: 'surveySubmitted',
      header: count('surveySubmitted'),
      numeric: true,
      value: (c) => c.surveySubmitted,
    },
    {
      key: 'responseRate',
      header: t('reports.engagement.responseRate'),
      numeric: true,
      value: (c) => formatRate(c.responseRate),
    },
    { key: 'unsubscribed', header: count('unsubscribed'), numeric: true, value: (c) => c.unsubscribed },
  ];
  const top = report.campaigns.slice(0, CHART_TOP);

  return (
    <Stack spacing={3}>
      <ReportSection
        title={t('reports.engagement.overTime')}
        hint={t('reports.engagement.overTimeHint', {
          openRate: formatRate(report.totals.openRate),
          responseRate: formatRate(report.totals.responseRate),
        })}
        chartLabel={t('reports.engagement.overTimeChart')}
        chart={
          <LazyLineChart
            labels={report.weeks.map((w) => formatWeekShort(w.week))}
            series={COUNTS.map(({ key, colour }) => ({
              id: key,
              label: count(key),
              data: report.weeks.map((w) => w[key]),
              color: colour,
            }))}
          />
        }
        table={
          <ReportTable
            label={t('reports.engagement.overTimeTable')}
            columns={weekColumns}
            rows={report.weeks}
            rowKey={(w) => w.week}
            footer={{ week: '', label: t('reports.total'), ...report.totals }}
            empty={t('reports.noWeeks')}
          />
        }
      />
      <ReportSection
        title={t('reports.engagement.perCampaign')}
        hint={t('reports.engagement.perCampaignHint', { count: CHART_TOP })}
        chartLabel={t('reports.engagement.perCampaignChart')}
        chart={
          <LazyBarChart
            horizontal
            whole={false}
            height={Math.max(160, 60 + top.length * 44)}
            format={(value) => formatRate(value)}
            labels={top.map((c) => c.name)}
            series={[
              {
                id: 'openRate',
                label: t('reports.engagement.openRate'),
                data: top.map((c) => c.openRate),
                color: REPORT_COLOURS.blue,
              },
              {
                id: 'responseRate',
                label: t('reports.engagement.responseRate'),
                data: top.map((c) => c.responseRate),
                color: REPORT_COLOURS.green,
              },
            ]}
          />
        }
        table={
          <ReportTable
            label={t('reports.engagement.perCampaignTable')}
            columns={campaignColumns}
            rows={report.campaigns}
            rowKey={(c) => c.externalId}
            empty={t('reports.engagement.noCampaigns')}
          />
        }
      />
    </Stack>
  );
}
