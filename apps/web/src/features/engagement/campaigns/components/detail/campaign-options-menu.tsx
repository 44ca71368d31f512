import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { CAMPAIGN_ACTIONS, type CampaignAction } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

const ICONS: Record<CampaignAction, React.ReactNode> = {
  edit: <EditOutlinedIcon fontSize="small" />,
  close: <StopCircleOutlinedIcon fontSize="small" />,
  archive: <ArchiveOutlinedIcon fontSize="small" />,
  clone: <ContentCopyOutlinedIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" />,
  updateEndDate: <EventOutlinedIcon fontSize="small" />,
};

export type CampaignOptionsMenuProps = {
  /** What the signed-in user may do now (the detail's allowedActions, CAMP-26..47). */
  actions: readonly CampaignAction[];
  onAction: (action: CampaignAction) => void;
};

/**
 * CAMP-10: the detail page's options menu, offering only the actions the user may take on the campaign
 * in its status; none at all (a TAG on another's campaign, CAMP-46) shows no button. The button sits in
 * the page header and the menu floats over the page when opened: a button fixed to the window covered
 * the chart and the tables.
 */
export function CampaignOptionsMenu({ actions, onAction }: CampaignOptionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const offered = CAMPAIGN_ACTIONS.filter((action) => actions.includes(action));
  if (offered.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TuneIcon />}
      >
        {t('campaigns.options.open')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {offered.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
              {ICONS[action]}
            </ListItemIcon>
            <ListItemText>{t(`campaigns.options.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
