import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HashTabs } from '@/components/hash-tabs';
import { ReferenceList } from '@/features/settings-reference/components/reference-list';

const LOCATION_TABS = ['countries', 'states', 'cities'] as const;

/** /internal/settings/locations (SET-02: the default settings page): countries, US states, cities. */
export default function LocationsRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('settingsLists.locationsTitle')}
      </Typography>
      <HashTabs
        tabs={LOCATION_TABS}
        idPrefix="locations"
        label={t('settingsLists.locationsTabs')}
        tabLabel={(tab) => t(`settingsLists.titles.${tab}`)}
      >
        {(tab) => <ReferenceList key={tab} kind={tab} headingLevel="h2" />}
      </HashTabs>
    </Stack>
  );
}
