import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocationListsNav } from '@/features/settings/reference/components/location-lists-nav';
import { ReferenceList } from '@/features/settings/reference/components/reference-list';
import { locationKindOf } from '@/features/settings/reference/components/settings-kinds';

/**
 * /internal/settings/locations (SET-02: the default settings page): the countries; /locations/states and
 * /locations/cities the US states and cities, one list each under the same heading.
 */
export default function LocationsRoute() {
  const { t } = useTranslation();
  const kind = locationKindOf(useLocation().pathname);
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {t('settingsLists.locationsTitle')}
      </Typography>
      <LocationListsNav current={kind} />
      <ReferenceList key={kind} kind={kind} headingLevel="h2" />
    </Stack>
  );
}
