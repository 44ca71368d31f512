import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { EXPORT_FORMATS, type ExportFormat } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type ExportMenuProps = {
  label: string;
  /** Says what will be exported (the selection or everything the filters match). */
  description?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** An icon button named by `label` (the phone's one-row bulk bar), instead of a labelled button. */
  compact?: boolean;
  onExport: (format: ExportFormat) => void;
};

/** The export formats (ENUM-15): Excel, PDF, LinkedIn CSV. */
export function ExportMenu({ label, description, disabled, size, compact, onExport }: ExportMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const descriptionId = useId();
  const open = anchor !== null;
  const trigger = {
    id: buttonId,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'aria-describedby': description ? descriptionId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {compact ? (
        <Tooltip title={disabled ? '' : label}>
          <IconButton aria-label={label} disabled={disabled} {...trigger}>
            <FileDownloadOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          size={size}
          startIcon={<FileDownloadOutlinedIcon />}
          endIcon={<ArrowDropDownIcon />}
          disabled={disabled}
          {...trigger}
        >
          {label}
        </Button>
      )}
      {description ? (
        <span id={descriptionId} hidden>
          {description}
        </span>
      ) : null}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onExport(format);
            }}
          >
            {t(`candidateList.export.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
