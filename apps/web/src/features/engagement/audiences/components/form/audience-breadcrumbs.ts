import type { AudienceFormMode } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { Crumb } from '@/components/page-breadcrumbs';
import { AUDIENCES_PATH, audienceViewPath } from '../audience-paths';

/** The engagement section's own start page (NAV-11 sends it on to its first page). */
const ENGAGEMENT_PATH = '/internal/engagement';

export type PageMode = Exclude<AudienceFormMode, 'campaign'>;

/**
 * AUD-07/08: the trail from the section (internal engagement) and the type (audiences) to the
 * audience's name, then the page: 'New Audience', 'Update Audience' or 'Audience Information'.
 */
export function audienceBreadcrumbs(
  t: TFunction,
  mode: PageMode,
  audience?: { externalId: string; name: string },
): Crumb[] {
  const trail: Crumb[] = [
    { label: t('audiences.engagement'), to: ENGAGEMENT_PATH },
    { label: t('audiences.title'), to: AUDIENCES_PATH },
  ];
  if (audience && mode !== 'create')
    trail.push({ label: audience.name, to: audienceViewPath(audience.externalId) });
  trail.push({ label: t(`audiences.modes.${mode}`) });
  return trail;
}
