import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { useTranslation } from 'react-i18next';

export type RespondentsActionsMenuProps = {
  selectedCount: number;
  downloading: boolean;
  onAttach: () => void;
  onDownload: () => void;
};

/** RESP-07: 'Attach to vacancy' (only with a selection) and 'Download'. */
export function RespondentsActionsMenu({
  selectedCount,
  downloading,
  onAttach,
  onDownload,
}: RespondentsActionsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('respondents.menu.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled={selectedCount === 0} onClick={choose(onAttach)}>
          <ListItemIcon>
            <WorkOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('respondents.menu.attach')}
            secondary={selectedCount === 0 ? t('respondents.menu.attachHint') : undefined}
          />
        </MenuItem>
        <MenuItem disabled={downloading} onClick={choose(onDownload)}>
          <ListItemIcon>
            <FileDownloadOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('respondents.menu.download')} />
        </MenuItem>
      </Menu>
    </>
  );
}
