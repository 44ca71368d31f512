import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AudienceDetail } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { formatDate } from '@/lib/format';
import { audienceBreadcrumbs, type PageMode } from './audience-breadcrumbs';

export type AudienceFormHeaderProps = {
  mode: PageMode;
  audience?: AudienceDetail;
  /** The page's own buttons (view: Edit, Delete). */
  actions?: ReactNode;
};

/** The trail (AUD-08), the page's title (AUD-07), who created the audience and when, and the actions. */
export function AudienceFormHeader({ mode, audience, actions }: AudienceFormHeaderProps) {
  const { t } = useTranslation();
  const created = audience
    ? audience.createdByFullName
      ? t('audiences.createdBy', { name: audience.createdByFullName, date: formatDate(audience.createdAt) })
      : t('audiences.createdOn', { date: formatDate(audience.createdAt) })
    : null;
  return (
    <Stack spacing={1.5}>
      <PageBreadcrumbs label={t('audiences.breadcrumbs')} items={audienceBreadcrumbs(t, mode, audience)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1">
            {t(`audiences.modes.${mode}`)}
          </Typography>
          {audience && created ? (
            <Typography variant="body2" color="text.secondary">
              {created} · {t('audiences.updated', { date: formatDate(audience.updatedAt) })}
            </Typography>
          ) : null}
        </Stack>
        {actions ? (
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
