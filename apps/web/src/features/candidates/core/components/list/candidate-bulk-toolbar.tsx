import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import LinkIcon from '@mui/icons-material/AddLink';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import type { ExportFormat } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { CandidateBulkBarCompact } from './candidate-bulk-bar-compact';
import { bulkBarBackground } from './bulk-bar-background';
import { ExportMenu } from './export-menu';

export type CandidateBulkToolbarProps = {
  selectedCount: number;
  totalCount: number;
  onClearSelection: () => void;
  /** Absent when the role may not do it. */
  onAttach?: () => void;
  onUpdateBackground?: () => void;
  /** Why the background update cannot start for this selection, if it cannot. */
  backgroundDisabledReason: string | null;
  onExport?: (format: ExportFormat) => void;
};

/**
 * Actions on the selected rows; Export without a selection exports everything the filters match. On a
 * phone they are one compact row (CandidateBulkBarCompact).
 */
export function CandidateBulkToolbar(props: CandidateBulkToolbarProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return narrow ? <CandidateBulkBarCompact {...props} /> : <CandidateBulkBar {...props} />;
}

function CandidateBulkBar({
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
  const bgcBlocked = none || backgroundDisabledReason !== null;

  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('candidateList.bulk.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: bulkBarBackground(none),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 180 }}>
        <Typography aria-live="polite" sx={{ fontWeight: none ? 400 : 600 }}>
          {none
            ? t('candidateList.bulk.selected', { count: 0 })
            : t('candidateList.bulk.selected', { count: selectedCount })}
        </Typography>
        {none ? null : (
          <Button size="small" onClick={onClearSelection}>
            {t('candidateList.bulk.clearSelection')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {onAttach ? (
          <Button variant="outlined" startIcon={<LinkIcon />} disabled={none} onClick={onAttach}>
            {t('candidateList.bulk.attach')}
          </Button>
        ) : null}
        {onUpdateBackground ? (
          <Tooltip title={!none && backgroundDisabledReason ? backgroundDisabledReason : ''}>
            {/* A disabled button gets no pointer events; the span carries the tooltip. */}
            <span>
              <Button
                variant="outlined"

                startIcon={<FactCheckOutlinedIcon />}
                disabled={bgcBlocked}
                onClick={onUpdateBackground}
              >
                {t('candidateList.bulk.backgroundStatus')}
              </Button>
            </span>
          </Tooltip>
        ) : null}
        {onExport ? (
          <ExportMenu
            label={none ? t('candidateList.bulk.exportAll') : t('candidateList.bulk.export')}
            description={none ? t('candidateList.bulk.exportAllHint') : undefined}
            disabled={none && totalCount === 0}
            onExport={onExport}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
