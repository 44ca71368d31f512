import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SURVEY_EVENT_TYPES, type CampaignStatistics } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { bucketLabels } from './statistics-format';

/**
 * The chart's numbers as a table: a row per bucket with the five counts, and the range's totals at the
 * foot. A long range scrolls inside its box with the header and the totals in view.
 */
export function StatisticsTable({ statistics }: { statistics: CampaignStatistics }) {
  const { t } = useTranslation();
  const { period } = statistics;
  const buckets = statistics.items[0]?.statisticData.map((point) => point.epochMilli) ?? [];
  const labels = bucketLabels(statistics);
  const countOf = (type: (typeof SURVEY_EVENT_TYPES)[number], index: number) =>
    statistics.items.find((item) => item.surveyEventType === type)?.statisticData[index]?.count ?? 0;
  const sticky = { position: 'sticky', bottom: 0, bgcolor: 'background.paper' } as const;
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        stickyHeader
        aria-label={t('campaignStatistics.tableLabel', { unit: t(`campaignStatistics.units.${period}`) })}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t(`campaignStatistics.bucket.${period}`)}</TableCell>
            {SURVEY_EVENT_TYPES.map((type) => (
              <TableCell key={type} scope="col" align="right">
                {t(`campaignStatistics.events.${type}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {buckets.map((epochMilli, index) => (
            <TableRow key={epochMilli} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {labels[index]}
              </TableCell>
              {SURVEY_EVENT_TYPES.map((type) => (
                <TableCell key={type} align="right">
                  {countOf(type, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 700, color: 'text.primary' }}>
              {t('campaignStatistics.total')}
            </TableCell>
            {SURVEY_EVENT_TYPES.map((type) => (
              <TableCell key={type} align="right" sx={{ ...sticky, fontWeight: 700, color: 'text.primary' }}>
                {statistics.totals[type]}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
