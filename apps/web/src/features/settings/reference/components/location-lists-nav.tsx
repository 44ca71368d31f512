import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOCATION_KINDS, SETTINGS_KINDS, type LocationKind } from './settings-kinds';

export type LocationListsNavProps = { current: LocationKind };

/** Links between the three location lists, each its own URL (its search and page stay in the query). */
export function LocationListsNav({ current }: LocationListsNavProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('settingsLists.locationsTabs')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {LOCATION_KINDS.map((kind) => (
        <Button
          key={kind}
          component={RouterLink}
          to={SETTINGS_KINDS[kind].listPath}
          aria-current={kind === current ? 'page' : undefined}
          variant={kind === current ? 'outlined' : 'text'}
          size="small"
        >
          {t(`settingsLists.titles.${kind}`)}
        </Button>
      ))}
    </Box>
  );
}
