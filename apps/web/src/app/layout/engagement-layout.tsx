import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';

/** The engagement pages that exist, in the order of the spec's engagement routes. */
const ENGAGEMENT_PAGES = [
  { key: 'campaigns', path: '/internal/engagement/campaigns' },
  { key: 'audiences', path: '/internal/engagement/audiences' },
  { key: 'emailTemplates', path: '/internal/engagement/email-templates' },
  { key: 'surveyTemplates', path: '/internal/engagement/survey-templates' },
] as const;

/** The engagement section: links between its pages (the current one marked) above the page itself. */
export function EngagementLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack spacing={3}>
      <Box
        component="nav"
        aria-label={t('engagement.navigation')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}
      >
        {ENGAGEMENT_PAGES.map((p) => {
          const current = pathname.startsWith(p.path);
          return (
            <Button
              key={p.key}
              component={RouterLink}
              to={p.path}
              aria-current={current ? 'page' : undefined}
              variant={current ? 'contained' : 'text'}
              disableElevation
              size="small"
            >
              {t(`engagement.pages.${p.key}`)}
            </Button>
          );
        })}
      </Box>
      <Outlet />
    </Stack>
  );
}
