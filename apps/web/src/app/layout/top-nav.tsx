import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Navigation } from '../navigation';

export type TopNavProps = { items: Navigation['navItems'] };

/** The section links in NAV-12 order, as links (aria-current on the active one). Wide screens only. */
export function TopNavLinks({ items }: TopNavProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      {items.map((item) => (
        <Button
          key={item.key}
          component={NavLink}
          to={item.path}
          color="inherit"
          sx={{
            px: 1.5,
            color: 'text.secondary',
            borderRadius: 1,
            '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
            '&.active': { color: 'primary.main', bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1) },
          }}
        >
          {t(`nav.${item.key}`)}
        </Button>
      ))}
    </Box>
  );
}

/** Below 'md' the section links collapse into a menu behind one button (NAV-14). */
export function TopNavMenu({ items }: TopNavProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  const open = anchor !== null;

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        aria-label={t('nav.open')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="start"
      >
        <MenuIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('nav.label') }, paper: { sx: { minWidth: 220 } } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            component={NavLink}
            to={item.path}
            onClick={() => setAnchor(null)}
            sx={{ '&.active': { color: 'primary.main', fontWeight: 600 } }}
          >
            {t(`nav.${item.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
