import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { auditActionLabel, auditValueText, type AuditEvent } from '@talent-desk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { actorText, targetText } from './audit-texts';

export type AuditEventDrawerProps = { event: AuditEvent | null; onClose: () => void };

const VALUE_SX = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

/** One event: who, when, from where, on what, and each changed field as old -> new. */
export function AuditEventDrawer({ event, onClose }: AuditEventDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={event !== null}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 520 } } },
      }}
    >
      {event ? (
        <Stack spacing={2.5} sx={{ p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
              {auditActionLabel(event.action)}
            </Typography>
            <IconButton aria-label={t('auditLog.close')} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            {[
              [t('auditLog.columns.occurredAt'), formatDateTime(event.occurredAt)],
              [t('auditLog.columns.actor'), actorText(t, event)],
              [t('auditLog.columns.target'), targetText(t, event)],
              [t('auditLog.targetId'), event.targetId ?? '—'],
              [t('auditLog.requestId'), event.requestId ?? '—'],
              [t('auditLog.clientAddress'), event.clientAddress ?? '—'],
            ].map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" variant="body2">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {event.changes.length === 0 ? (
            <Typography color="text.secondary">{t('auditLog.noChanges')}</Typography>
          ) : (
            <Table size="small" aria-label={t('auditLog.changesLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('auditLog.field')}</TableCell>
                  <TableCell>{t('auditLog.old')}</TableCell>
                  <TableCell>{t('auditLog.new')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {event.changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell sx={VALUE_SX}>{change.field}</TableCell>
                    <TableCell sx={VALUE_SX}>{auditValueText(change.old)}</TableCell>
                    <TableCell sx={VALUE_SX}>{auditValueText(change.new)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
