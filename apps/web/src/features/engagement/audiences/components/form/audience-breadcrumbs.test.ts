import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { audienceBreadcrumbs } from './audience-breadcrumbs';

const t = i18n.t.bind(i18n);
const audience = { externalId: '50000000-0000-4000-8000-000000000001', name: 'Texas Java developers' };

describe('audience breadcrumbs', () => {
  it("[AUD-07] [AUD-08] the section, the type, the name, then 'New Audience', 'Update Audience' or 'Audience Information'", () => {
    expect(audienceBreadcrumbs(t, 'create')).toEqual([
      { label: 'Engagement', to: '/internal/engagement' },
      { label: 'Audiences', to: '/internal/engagement/audiences' },
      { label: 'New Audience' },
    ]);
    const named = { label: audience.name, to: `/internal/engagement/audiences/${audience.externalId}/view` };
    expect(audienceBreadcrumbs(t, 'edit', audience).slice(2)).toEqual([named, { label: 'Update Audience' }]);
    expect(audienceBreadcrumbs(t, 'view', audience).slice(2)).toEqual([
      named,
      { label: 'Audience Information' },
    ]);
  });
});
