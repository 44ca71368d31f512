import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { CurrentUser } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPersonName, initialsOf } from '@/lib/format';
import type { Navigation } from '../navigation';
import { useSignOut } from '../session';
import { ColorModeItems } from './color-mode-items';

const icons = {
  settings: SettingsOutlined,
  reports: AssessmentOutlined,
  changePassword: KeyOutlined,
  signInSecurity: SecurityOutlined,
};

export type AccountMenuProps = { user: CurrentUser; items: Navigation['accountItems'] };

/** The role line under the name (NAV-16); a VENDOR is 'vendor user of {vendor}' (NAV-18). */
export function useRoleText(user: CurrentUser): string {
  const { t } = useTranslation();
  if (user.role === 'VENDOR') return t('account.vendorUserOf', { vendor: user.vendor?.name ?? '' });
  return t(`roles.${user.role}`);
}

/**
 * The avatar button and its menu: name and role, then Settings/Reports (ADMIN), Change Password, Sign-in
 * security, the
 * theme (System / Light / Dark), Log Out.
 */
export function AccountMenu({ user, items }: AccountMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const roleText = useRoleText(user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const headerId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.95rem', fontWeight: 600 }}>
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': headerId, dense: false },
          paper: { sx: { minWidth: 240, mt: 1 } },
        }}
      >
        <Box component="li" role="none" id={headerId} sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatPersonName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {roleText}
          </Typography>
        </Box>
        <Divider component="li" role="separator" />
        {items.map((item) => {
          const Icon = icons[item.key];
          return (
            <MenuItem key={item.key} component={RouterLink} to={item.path} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(`account.${item.key}`)}
            </MenuItem>
          );
        })}
        <Divider component="li" role="separator" />
        <ColorModeItems />
        <Divider component="li" role="separator" />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('account.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
