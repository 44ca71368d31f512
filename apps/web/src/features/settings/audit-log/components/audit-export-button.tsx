import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { AuditEventListQuery } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ExportProgressDialog } from '@/components/file-export/export-progress-dialog';
import { useToastedFileExport } from '@/components/file-export/use-toasted-file-export';
import { exportAuditEvents } from '../api/export-audit-events';

/** Export (xlsx) of the events the filters select, every page; progress, Cancel, a toast on failure. */
export function AuditExportButton({ query, disabled }: { query: AuditEventListQuery; disabled: boolean }) {
  const { t } = useTranslation();
  const exporter = useToastedFileExport(exportAuditEvents);
  const running = exporter.run.phase === 'running';
  return (
    <>
      <Button
        variant="outlined"
        startIcon={running ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
        disabled={running || disabled}
        onClick={() => void exporter.start(query)}
        sx={{ flexShrink: 0 }}
      >
        {t('auditLog.export')}
      </Button>
      <ExportProgressDialog title={t('auditLog.exportTitle')} run={exporter.run} onCancel={exporter.cancel} />
    </>
  );
}
