import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AssignableCandidateStatus, RowAction } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMessageText } from '@/lib/i18n/use-message-text';

export type PipelineRowMenuProps = {
  /** The menu button's accessible name, e.g. 'Actions for Java Developer'. */
  label: string;
  /** The Reject confirmation's title, naming the candidate or the vacancy. */
  rejectTitle: string;
  /** The shared rowActions of this assignment (empty when the user may not change statuses). */
  actions: RowAction[];
  /** 'Export into GLO-R' is offered (shared canExportToGlo and the user may export). */
  canExport: boolean;
  exporting: boolean;
  busy: boolean;
  onAction: (target: AssignableCandidateStatus) => void;
  onExport: () => void;
};

/**
 * The row menu of one candidate on one vacancy (CAND-STATUS-20..27, -31/32), on the candidate's
 * vacancies tab and on the vacancy's candidates tab alike: roll back, next step, Reject or Restore, with
 * a disabled step saying why; then 'Export into GLO-R' where it applies. Reject is destructive: in the
 * error colour, and confirmed before it is sent.
 */
export function PipelineRowMenu({
  label,
  rejectTitle,
  actions,
  canExport,
  exporting,
  busy,
  onAction,
  onExport,
}: PipelineRowMenuProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<RowAction | null>(null);
  if (actions.length === 0 && !canExport) return null;
  const close = () => setAnchor(null);
  const choose = (action: RowAction) => {
    close();
    if (action.kind === 'reject') setConfirming(action);
    else onAction(action.target);
  };

  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={`${action.kind}-${action.target}`}
            disabled={action.disabled}
            onClick={() => choose(action)}
            sx={action.kind === 'reject' ? { color: 'error.main' } : undefined}
          >
            <ListItemText
              primary={action.label}
              secondary={action.disabled && action.reason ? messageText(action.reason) : undefined}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
            />
          </MenuItem>
        ))}
        {canExport && (
          <MenuItem
            disabled={exporting}
            onClick={() => {
              close();
              onExport();
            }}
          >
            <ListItemText
              primary={t('pipeline.exportToGlo')}
              secondary={exporting ? t('pipeline.exporting') : undefined}
            />
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={confirming !== null}
        title={rejectTitle}
        confirmLabel={confirming?.label ?? ''}
        destructive
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onAction(confirming.target);
          setConfirming(null);
        }}
      >
        {t('pipeline.rejectText')}
      </ConfirmDialog>
    </>
  );
}
