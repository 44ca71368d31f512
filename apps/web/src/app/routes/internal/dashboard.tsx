import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QuickCreateMenu } from '@/features/dashboard/components/quick-create-menu';
import { formatPersonName } from '@/lib/format';
import { useCurrentUser } from '../../current-user';
import { useAppNavigation } from '../../navigation-context';

/** /internal/dashboard (DASH-01..03). The blocks come with the dashboard issue. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { quickCreateItems } = useAppNavigation();
  const items = quickCreateItems.map((item) => ({
    key: item.key,
    path: item.path,
    label: t(`dashboard.${item.key}`),
  }));

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h1" component="h1">
            {t('dashboard.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('dashboard.welcome', { name: formatPersonName(user) })}
          </Typography>
        </Stack>
        <QuickCreateMenu label={t('dashboard.quickCreate')} items={items} />
      </Stack>
    </Stack>
  );
}
