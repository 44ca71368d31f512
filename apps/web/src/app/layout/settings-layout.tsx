import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GENERAL_EMAIL_TEMPLATES_PATH } from '@/features/mail/system-templates/components/general-email-template-paths';
import { MAIL_OUTBOX_PATH } from '@/features/mail/outbox/components/mail-paths';
import { LOCATIONS_PATH, SETTINGS_PATH } from '@/features/settings/reference/components/settings-kinds';
import { SectionPagesNav } from './section-pages-nav';

/** The settings pages that exist (SET-03's order; the mail outbox, the audit log and security, ours, last). */
const SETTINGS_PAGES = [
  { key: 'locations', path: LOCATIONS_PATH },
  { key: 'workingLocations', path: `${SETTINGS_PATH}/working-locations` },
  { key: 'hiringManagers', path: `${SETTINGS_PATH}/hiring-managers` },
  { key: 'projects', path: `${SETTINGS_PATH}/projects` },
  { key: 'skillManagement', path: `${SETTINGS_PATH}/skill-management` },
  { key: 'generalEmailTemplates', path: GENERAL_EMAIL_TEMPLATES_PATH },
  { key: 'testCredits', path: `${SETTINGS_PATH}/test-credits` },
  { key: 'distributionLists', path: `${SETTINGS_PATH}/distribution-list` },
  { key: 'mailOutbox', path: MAIL_OUTBOX_PATH },
  { key: 'auditLog', path: `${SETTINGS_PATH}/audit-log` },
  { key: 'security', path: `${SETTINGS_PATH}/security` },
] as const;

/** The Settings section (SET-01: ADMIN only): links between its pages above the page itself. */
export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <SectionPagesNav
        label={t('settings.navigation')}
        pages={SETTINGS_PAGES.map((page) => ({ ...page, label: t(`settings.pages.${page.key}`) }))}
      />
      <Outlet />
    </Stack>
  );
}
