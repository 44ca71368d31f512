import { useState, type SyntheticEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AudienceRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { audienceEditPath, audienceViewPath } from '../audience-paths';

const stopAtMenu = (event: SyntheticEvent) => event.stopPropagation();

export type AudienceRowMenuProps = { row: AudienceRow; onDelete: (row: AudienceRow) => void };

/** View for everyone; Edit and Delete only for who may (an ADMIN, or the TAG who created it: AUD-05). */
export function AudienceRowMenu({ row, onDelete }: AudienceRowMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('audiences.rowActions', { name: row.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        // The menu lives in a portal, but React passes its clicks and keys up to the grid row around the
        // button, which would open the row as well (a click on Delete, on the backdrop, Enter on an item).
        onClick={stopAtMenu}
        onKeyDown={stopAtMenu}
      >
        <MenuItem component={RouterLink} to={audienceViewPath(row.externalId)} onClick={close}>
          {t('audiences.view')}
        </MenuItem>
        {row.canEdit ? (
          <MenuItem component={RouterLink} to={audienceEditPath(row.externalId)} onClick={close}>
            {t('audiences.edit')}
          </MenuItem>
        ) : null}
        {row.canEdit ? (
          <MenuItem
            onClick={() => {
              close();
              onDelete(row);
            }}
            sx={{ color: 'error.main' }}
          >
            {t('audiences.delete')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
