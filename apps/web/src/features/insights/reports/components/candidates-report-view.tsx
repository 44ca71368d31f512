import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CANDIDATE_SOURCES,
  FUNNEL_STAGES,
  type BackgroundWeek,
  type CandidatesReport,
  type FunnelVacancy,
  type NewCandidatesWeek,
  type TimeInStatus,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LazyBarChart } from './lazy-report-charts';
import { REPORT_COLOURS } from './report-colours';
import { formatDays, formatReportDay, formatWeekShort } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';

const SOURCE_COLOURS = [
  REPORT_COLOURS.blue,
  REPORT_COLOURS.teal,
  REPORT_COLOURS.purple,
  REPORT_COLOURS.amber,
];
const BACKGROUND = [
  { key: 'initiated', colour: REPORT_COLOURS.blue },
  { key: 'completed', colour: REPORT_COLOURS.green },
  { key: 'declined', colour: REPORT_COLOURS.red },
] as const;

/**
 * REP-02/03: the candidates report: new candidates per week and source, the pipeline funnel per
 * vacancy, the time spent in each status, and background checks per week.
 */
export function CandidatesReportView({ report }: { report: CandidatesReport }) {
  const { t } = useTranslation();
  const weeks = report.newCandidates.map((w) => formatWeekShort(w.week));
  const stage = (key: (typeof FUNNEL_STAGES)[number] | 'rejected') => t(`reports.candidates.stages.${key}`);

  const newColumns: ReportColumn<NewCandidatesWeek & { label?: string }>[] = [
    { key: 'week', header: t('reports.weekOf'), value: (w) => w.label ?? formatReportDay(w.week) },
    ...CANDIDATE_SOURCES.map((source) => ({
      key: source,
      header: t(`enums.source.${source}`),
      numeric: true,
      value: (w: NewCandidatesWeek) => w.bySource[source],
    })),
    { key: 'total', header: t('reports.total'), numeric: true, value: (w) => w.total },
  ];
  const newTotals = {
    week: '',
    label: t('reports.total'),
    bySource: Object.fromEntries(
      CANDIDATE_SOURCES.map((s) => [s, report.newCandidates.reduce((sum, w) => sum + w.bySource[s], 0)]),
    ) as NewCandidatesWeek['bySource'],
    total: report.newCandidates.reduce((sum, w) => sum + w.total, 0),
  };

  const funnelColumns: ReportColumn<FunnelVacancy>[] = [
    { key: 'title', header: t('reports.candidates.vacancy'), value: (v) => v.title },
    ...[...FUNNEL_STAGES, 'rejected' as const].map((key) => ({
      key,
      header: stage(key),
      numeric: true,
      value: (v: FunnelVacancy) => v[key],
    })),
  ];

  const stayColumns: ReportColumn<TimeInStatus>[] = [
    { key: 'status', header: t('reports.status'), value: (s) => t(`enums.candidateStatus.${s.status}`) },
    { key: 'completed', header: t('reports.candidates.completed'), numeric: true, value: (s) => s.completed },
    {
      key: 'median',
      header: t('reports.candidates.medianDays'),
      numeric: true,
      value: (s) => formatDays(s.medianDays),
    },
    {
      key: 'average',
      header: t('reports.candidates.averageDays'),
      numeric: true,
      value: (s) => formatDays(s.averageDays),
    },
    { key: 'ongoing', header: t('reports.candidates.ongoing'), numeric: true, value: (s) => s.ongoing },
  ];

  const bgcWeeks = report.backgroundChecks.weeks;
  const bgcColumns: ReportColumn<BackgroundWeek & { label?: string }>[] = [
    { key: 'week', header: t('reports.weekOf'), value: (w) => w.label ?? formatReportDay(w.week) },
    ...BACKGROUND.map(({ key }) => ({
      key,
      header: t(`reports.candidates.background.${key}`),
      numeric: true,
      value: (w: BackgroundWeek) => w[key],
    })),
  ];
  const bgcTotals = {
    week: '',
    label: t('reports.total'),
    initiated: bgcWeeks.reduce((sum, w) => sum + w.initiated, 0),
    completed: bgcWeeks.reduce((sum, w) => sum + w.completed, 0),
    declined: bgcWeeks.reduce((sum, w) => sum + w.declined, 0),
  };

  return (
    <Stack spacing={3}>
      <ReportSection
        title={t('reports.candidates.newTitle')}
        hint={t('reports.candidates.newHint')}
        chartLabel={t('reports.candidates.newChart')}
        chart={
          <LazyBarChart
            labels={weeks}
            series={CANDIDATE_SOURCES.map((source, i) => ({
              id: source,
              label: t(`enums.source.${source}`),
              data: report.newCandidates.map((w) => w.bySource[source]),
              color: SOURCE_COLOURS[i] ?? REPORT_COLOURS.total,
              stack: 'sources',
            }))}
          />
        }
        table={
          <ReportTable
            label={t('reports.candidates.newTable')}
            columns={newColumns}
            rows={report.newCandidates}
            rowKey={(w) => w.week}
            footer={newTotals}
            empty={t('reports.noWeeks')}
          />
        }
      />
      <ReportSection
        title={t('reports.candidates.funnelTitle')}
        hint={t('reports.candidates.funnelHint')}
        chartLabel={t('reports.candidates.funnelChart')}
        chart={
          <LazyBarChart
            horizontal
            height={300}
            labels={[...FUNNEL_STAGES, 'rejected' as const].map(stage)}
            series={[
              {
                id: 'assignments',
                label: t('reports.candidates.assignments'),
                data: [...FUNNEL_STAGES, 'rejected' as const].map((key) => report.funnel.totals[key]),
                color: REPORT_COLOURS.blue,
              },
            ]}
          />
        }
        table={
          <ReportTable
            label={t('reports.candidates.funnelTable')}
            columns={funnelColumns}
            rows={report.funnel.vacancies}
            rowKey={(v) => v.externalId}
            footer={{ externalId: '', title: t('reports.total'), ...report.funnel.totals }}
            empty={t('reports.candidates.noAssignments')}
          />
        }
      />
      <ReportSection
        title={t('reports.candidates.timeTitle')}
        hint={t('reports.candidates.timeHint')}
        chartLabel={t('reports.candidates.timeChart')}
        chart={
          <LazyBarChart
            whole={false}
            height={280}
            labels={report.timeInStatus.map((s) => t(`enums.candidateStatus.${s.status}`))}
            series={[
              {
                id: 'median',
                label: t('reports.candidates.medianDays'),
                data: report.timeInStatus.map((s) => s.medianDays),
                color: REPORT_COLOURS.blue,
              },
              {
                id: 'average',
                label: t('reports.candidates.averageDays'),
                data: report.timeInStatus.map((s) => s.averageDays),
                color: REPORT_COLOURS.amber,
              },
            ]}
          />
        }
        table={
          <ReportTable
            label={t('reports.candidates.timeTable')}
            columns={stayColumns}
            rows={report.timeInStatus}
            rowKey={(s) => s.status}
            empty={t('reports.noWeeks')}
          />
        }
      />
      <ReportSection
        title={t('reports.candidates.backgroundTitle')}
        hint={t('reports.candidates.backgroundHint')}
        figure={
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('reports.candidates.medianToComplete', {
              days: formatDays(report.backgroundChecks.medianDaysToComplete),
            })}
          </Typography>
        }
        chartLabel={t('reports.candidates.backgroundChart')}
        chart={
          <LazyBarChart
            labels={bgcWeeks.map((w) => formatWeekShort(w.week))}
            series={BACKGROUND.map(({ key, colour }) => ({
              id: key,
              label: t(`reports.candidates.background.${key}`),
              data: bgcWeeks.map((w) => w[key]),
              color: colour,
            }))}
          />
        }
        table={
          <ReportTable
            label={t('reports.candidates.backgroundTable')}
            columns={bgcColumns}
            rows={bgcWeeks}
            rowKey={(w) => w.week}
            footer={bgcTotals}
            empty={t('reports.noWeeks')}
          />
        }
      />
    </Stack>
  );
}
