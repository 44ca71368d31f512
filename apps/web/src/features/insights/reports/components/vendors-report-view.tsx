import type { VendorReportRow, VendorsReport } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import type { enReports } from '@/lib/i18n/en-reports';
import { LazyBarChart } from './lazy-report-charts';
import { CHART_TOP, REPORT_COLOURS } from './report-colours';
import { formatDays, formatRate } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';

const OUTCOMES = [
  { key: 'submitted', colour: REPORT_COLOURS.total },
  { key: 'shortlisted', colour: REPORT_COLOURS.blue },
  { key: 'joined', colour: REPORT_COLOURS.green },
  { key: 'rejected', colour: REPORT_COLOURS.red },
] as const;

/** REP-02/03: the vendors report, one row per vendor. */
export function VendorsReportView({ report }: { report: VendorsReport }) {
  const { t } = useTranslation();
  const label = (key: keyof typeof enReports.vendors.columns) => t(`reports.vendors.columns.${key}`);
  const columns: ReportColumn<VendorReportRow>[] = [
    { key: 'name', header: label('name'), value: (v) => v.name },
    {
      key: 'status',
      header: t('reports.status'),
      value: (v) => t(`reports.vendors.status.${v.status}`),
    },
    ...OUTCOMES.map(({ key }) => ({
      key,
      header: label(key),
      numeric: true,
      value: (v: VendorReportRow) => v[key],
    })),
    {
      key: 'ratio',
      header: label('submittalToJoin'),
      numeric: true,
      value: (v) => formatRate(v.submittalToJoin),
    },
    { key: 'shared', header: label('sharedVacancies'), numeric: true, value: (v) => v.sharedVacancies },
    {
      key: 'answered',
      header: label('sharedWithSubmission'),
      numeric: true,
      value: (v) => v.sharedWithSubmission,
    },
    {
      key: 'median',
      header: label('medianDaysToFirstSubmission'),
      numeric: true,
      value: (v) => formatDays(v.medianDaysToFirstSubmission),
    },
  ];
  const top = report.vendors.filter((v) => v.submitted > 0).slice(0, CHART_TOP);
  return (
    <ReportSection
      title={t('reports.vendors.title')}
      hint={t('reports.vendors.hint', { count: CHART_TOP })}
      chartLabel={t('reports.vendors.chart')}
      chart={
        <LazyBarChart
          horizontal
          height={Math.max(180, 80 + top.length * 64)}
          labels={top.map((v) => v.name)}
          series={OUTCOMES.map(({ key, colour }) => ({
            id: key,
            label: label(key),
            data: top.map((v) => v[key]),
            color: colour,
          }))}
        />
      }
      table={
        <ReportTable
          label={t('reports.vendors.table')}
          columns={columns}
          rows={report.vendors}
          rowKey={(v) => v.externalId}
          empty={t('reports.vendors.none')}
        />
      }
    />
  );
}
