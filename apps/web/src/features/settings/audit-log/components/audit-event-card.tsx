import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auditActionLabel, type AuditEvent } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { actorText, targetText } from './audit-texts';

/** One event on a phone: what, on what, who and when, and its changes behind a button. */
export function AuditEventCard({
  event,
  onOpen,
}: {
  event: AuditEvent;
  onOpen: (event: AuditEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{auditActionLabel(event.action)}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {targetText(t, event)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {actorText(t, event)} · {formatDateTime(event.occurredAt)}
      </Typography>
      <Button size="small" onClick={() => onOpen(event)} sx={{ alignSelf: 'flex-start', px: 0 }}>
        {event.changes.length > 0
          ? t('auditLog.viewChanges', { count: event.changes.length })
          : t('auditLog.viewDetails')}
      </Button>
    </Stack>
  );
}
