import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColorModePreference } from '../color-mode';
import { useColorMode } from '../color-mode-context';

const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** The avatar menu's theme switch: System, Light or Dark, one checked (remembered in this browser). */
export function ColorModeItems() {
  const { t } = useTranslation();
  const { preference, choose } = useColorMode();
  const labelId = useId();
  return (
    <Box component="li" role="none">
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, pb: 0.5 }}>
        {t('account.theme.label')}
      </Typography>
      <Box component="ul" role="group" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {COLOR_MODE_PREFERENCES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={preference === option}
            onClick={() => choose(option)}
          >
            <ListItemIcon>{preference === option ? <CheckOutlined fontSize="small" /> : null}</ListItemIcon>
            {t(`account.theme.${option}`)}
          </MenuItem>
        ))}
      </Box>
    </Box>
  );
}
