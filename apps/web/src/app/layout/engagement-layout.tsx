import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionPagesNav } from './section-pages-nav';

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
  return (
    <Stack spacing={3}>
      <SectionPagesNav
        label={t('engagement.navigation')}
        pages={ENGAGEMENT_PAGES.map((page) => ({ ...page, label: t(`engagement.pages.${page.key}`) }))}
      />
      <Outlet />
    </Stack>
  );
}
