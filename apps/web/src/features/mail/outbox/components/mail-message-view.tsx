import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { MailMessage } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { MailHtmlFrame } from '@/components/mail-html-frame';
import { MailStatusChip } from './mail-status-chip';
import { MAIL_OUTBOX_PATH } from './mail-paths';

type BodyTab = 'html' | 'text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const STATUS_HINT = { QUEUED: 'queuedHint', KEPT: 'keptHint', FAILED: 'failedHint' } as const;

/** One message: who, when, how its delivery went, then its HTML (sandboxed) and plain-text bodies. */
export function MailMessageView({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BodyTab>('html');
  const hint = message.status === 'SENT' ? null : STATUS_HINT[message.status];
  const deliveredLabel = message.status === 'KEPT' ? 'keptAt' : 'sentAt';

  return (
    <Stack spacing={2.5}>
      <Link
        component={RouterLink}
        to={MAIL_OUTBOX_PATH}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('mailOutbox.back')}
      </Link>
      <Stack spacing={1}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <Box>
          <MailStatusChip status={message.status} />
        </Box>
      </Stack>
      {hint ? (
        <Alert severity={message.status === 'FAILED' ? 'error' : 'info'}>
          {t(`mailOutbox.details.${hint}`)}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            '& dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Field label={t('mailOutbox.details.from')}>{message.from}</Field>
          <Field label={t('mailOutbox.details.to')}>{message.to.join(', ')}</Field>
          <Field label={t('mailOutbox.details.queuedAt')}>{formatDateTime(message.createdAt)}</Field>
          {message.sentAt ? (
            <Field label={t(`mailOutbox.details.${deliveredLabel}`)}>{formatDateTime(message.sentAt)}</Field>
          ) : null}
          <Field label={t('mailOutbox.details.createdBy')}>
            {message.createdBy?.fullName ?? t('mailOutbox.details.system')}
          </Field>
          <Field label={t('mailOutbox.details.attempts')}>{message.attempts}</Field>
          {message.lastError ? (
            <Field label={t('mailOutbox.details.lastError')}>
              <Box component="code" sx={{ fontSize: '0.85rem', whiteSpace: 'pre-wrap' }}>
                {message.lastError}
              </Box>
            </Field>
          ) : null}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: BodyTab) => setTab(value)}
          aria-label={t('mailOutbox.details.bodyTabs')}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="html"
            label={t('mailOutbox.details.html')}
            id="mail-tab-html"
            aria-controls="mail-panel-html"
          />
          <Tab
            value="text"
            label={t('mailOutbox.details.text')}
            id="mail-tab-text"
            aria-controls="mail-panel-text"
          />
        </Tabs>
        <Box role="tabpanel" id="mail-panel-html" aria-labelledby="mail-tab-html" hidden={tab !== 'html'}>
          {tab === 'html' ? (
            <MailHtmlFrame html={message.html} title={t('mailOutbox.details.htmlFrame')} />
          ) : null}
        </Box>
        <Box role="tabpanel" id="mail-panel-text" aria-labelledby="mail-tab-text" hidden={tab !== 'text'}>
          {tab === 'text' ? (
            <Box
              component="pre"
              sx={{
                m: 0,
                p: { xs: 2, sm: 3 },
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'inherit',
              }}
            >
              {message.text}
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Stack>
  );
}
