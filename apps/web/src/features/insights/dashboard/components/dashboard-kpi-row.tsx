import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { DASHBOARD_KPI_KEYS, kpiTrendTone, type DashboardKpi } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useDashboardKpis } from '../api/get-dashboard-kpis';
import { formatKpiValue } from './kpi-value';

/**
 * Each card's fixed height: the row keeps its place while it loads (no layout shift), four across on a
 * wide screen and two by two on a phone.
 */
export const KPI_CARD_HEIGHT = { xs: 176, md: 136 } as const;

const TONE_COLOUR = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;
const TREND_ICON = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, flat: RemoveIcon } as const;

function KpiTrendLine({ kpi }: { kpi: DashboardKpi }) {
  const { t } = useTranslation();
  if (kpi.trend === null || kpi.previous === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(`dashboard.kpis.noComparison.${kpi.key}`)}
      </Typography>
    );
  }
  const tone = kpiTrendTone(kpi.key, kpi.trend);
  const Icon = TREND_ICON[kpi.trend];
  const previous = formatKpiValue(t, kpi.unit, kpi.previous);
  // The words carry direction and verdict; the arrow and colour only repeat them.
  return (
    <Typography variant="body2" sx={{ color: TONE_COLOUR[tone], display: 'flex', gap: 0.5 }}>
      <Icon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
      <span>
        {t(`dashboard.kpis.trend.${kpi.trend}`, { previous, period: t(`dashboard.kpis.period.${kpi.key}`) })}
        {tone === 'neutral' ? null : ` ${t(`dashboard.kpis.tone.${tone}`)}`}
      </span>
    </Typography>
  );
}

function KpiCard({ kpi, label }: { kpi: DashboardKpi | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{
        height: KPI_CARD_HEIGHT,
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        overflow: 'hidden',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {kpi ? (
        <>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
            {formatKpiValue(t, kpi.unit, kpi.value)}
          </Typography>
          <KpiTrendLine kpi={kpi} />
        </>
      ) : (
        <>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.75rem' }} />
          <Skeleton variant="text" width="80%" />
        </>
      )}
    </Paper>
  );
}

/** The dashboard's KPI row ("how are we doing"): four figures in the user's scope, each with its trend. */
export function DashboardKpiRow() {
  const { t } = useTranslation();
  const kpis = useDashboardKpis();
  if (kpis.error) {
    return <LoadErrorAlert message={t('dashboard.kpis.loadFailed')} onRetry={() => void kpis.refetch()} />;
  }
  const byKey = new Map(kpis.data?.kpis.map((kpi) => [kpi.key, kpi]));
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.kpis.title')}
      aria-busy={kpis.isPending}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {DASHBOARD_KPI_KEYS.map((key) => (
        <KpiCard key={key} kpi={byKey.get(key)} label={t(`dashboard.kpis.label.${key}`)} />
      ))}
    </Box>
  );
}
