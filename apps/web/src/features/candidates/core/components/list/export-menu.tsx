import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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
  onExport: (format: ExportFormat) => void;
};

/** The export formats (ENUM-15): Excel, PDF, LinkedIn CSV. */
export function ExportMenu({ label, description, disabled, size, onExport }: ExportMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const descriptionId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size={size}
        startIcon={<FileDownloadOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
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
