import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ReportKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useReport, type ReportOf } from '../api/get-report';
import { formatReportDay } from './report-format';
import { ReportRangeControls } from './report-range-controls';
import { useReportDownload } from './use-report-download';
import { useReportRange } from './use-report-range';

export type ReportPageProps<Kind extends ReportKind> = {
  kind: Kind;
  render: (report: ReportOf[Kind]) => ReactNode;
};

/**
 * One report (REP-02): its title, the range (in the URL) and the xlsx download of that range, then
 * its sections. A new range keeps the last report on screen until the new one arrives.
 */
export function ReportPage<Kind extends ReportKind>({ kind, render }: ReportPageProps<Kind>) {
  const { t } = useTranslation();
  const { range, setRange } = useReportRange();
  const report = useReport(kind, range);
  const download = useReportDownload(kind, range);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {t(`reports.pages.${kind as ReportKind}`)}
        </Typography>
        <Typography color="text.secondary">
          {t(`reports.intro.${kind as ReportKind}`, {
            from: formatReportDay(range.from),
            to: formatReportDay(range.to),
          })}
        </Typography>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <ReportRangeControls range={range} onChange={setRange} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => void download.start()}
          loading={download.pending}
          loadingPosition="start"
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('reports.download')}
        </Button>
      </Stack>
      {report.isError ? (
        <LoadErrorAlert message={t('reports.loadFailed')} onRetry={() => void report.refetch()} />
      ) : null}
      {report.data ? (
        <div aria-busy={report.isFetching}>{render(report.data)}</div>
      ) : report.isError ? null : (
        <Skeleton variant="rounded" height={480} aria-label={t('reports.loading')} />
      )}
    </Stack>
  );
}
