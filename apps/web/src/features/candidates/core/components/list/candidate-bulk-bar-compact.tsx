import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/AddLink';
import CloseIcon from '@mui/icons-material/Close';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import { bulkBarBackground } from './bulk-bar-background';
import type { CandidateBulkToolbarProps } from './candidate-bulk-toolbar';
import { ExportMenu } from './export-menu';

/** An icon button named by its label, with the label as a tooltip while it can be used. */
function ActionButton(props: { label: string; icon: ReactElement; disabled?: boolean; onClick: () => void }) {
  const button = (
    <IconButton aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
      {props.icon}
    </IconButton>
  );
  return <Tooltip title={props.disabled ? '' : props.label}>{button}</Tooltip>;
}

/**
 * The bulk actions on a phone: one row of icon buttons beside the selection count, so that the first
 * candidate stays near the top of the screen (three labelled buttons wrapped onto three lines there).
 */
export function CandidateBulkBarCompact({
  selectedCount,
  totalCount,
  onClearSelection,
  onAttach,
  onUpdateBackground,
  backgroundDisabledReason,
  onExport,
}: CandidateBulkToolbarProps) {
  const { t } = useTranslation();
  const none = selectedCount === 0;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('candidateList.bulk.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
        bgcolor: bulkBarBackground(none),
      }}
    >
      <Typography
        aria-live="polite"
        variant="body2"
        noWrap
        sx={{ flexGrow: 1, minWidth: 0, fontWeight: none ? 400 : 600 }}
      >
        {t('candidateList.bulk.selected', { count: selectedCount })}
      </Typography>
      {none ? null : (
        <ActionButton
          label={t('candidateList.bulk.clearSelection')}
          icon={<CloseIcon />}
          onClick={onClearSelection}
        />
      )}
      {onAttach ? (
        <ActionButton
          label={t('candidateList.bulk.attach')}
          icon={<LinkIcon />}
          disabled={none}
          onClick={onAttach}
        />
      ) : null}
      {onUpdateBackground ? (
        <ActionButton
          label={t('candidateList.bulk.backgroundStatus')}
          icon={<FactCheckOutlinedIcon />}
          disabled={none || backgroundDisabledReason !== null}
          onClick={onUpdateBackground}
        />
      ) : null}
      {onExport ? (
        <ExportMenu
          compact
          label={none ? t('candidateList.bulk.exportAll') : t('candidateList.bulk.export')}
          description={none ? t('candidateList.bulk.exportAllHint') : undefined}
          disabled={none && totalCount === 0}
          onExport={onExport}
        />
      ) : null}
    </Paper>
  );
}
