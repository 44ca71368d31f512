import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, TwoFactorStatus } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/lib/snackbar';
import {
  disableTwoFactor,
  newRecoveryCodes,
  setupTwoFactor,
  twoFactorStatusQueryKey,
  useTwoFactorStatus,
} from '../api/two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorConfirmDialog } from './two-factor-confirm-dialog';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Dialog = 'turnOn' | 'setUpAgain' | 'newCodes' | 'turnOff';
type Mode =
  { kind: 'status' } | { kind: 'enrol'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/**
 * The Sign-in security page's body, for every signed-in user: whether two-factor sign-in is on, since
 * when, how many recovery codes are left and whether the role requires it; Turn on (the password, then
 * the enrolment's steps), Set up again, New recovery codes and Turn off (each the password and a current
 * code). Turn off is not offered when the role requires it; the reason is said instead.
 */
export function SignInSecurity({ email }: { email: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'status' });

  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
  const backToStatus = (toast: string) => {
    setMode({ kind: 'status' });
    void refresh();
    enqueueSnackbar(toast, { variant: 'success' });
  };
  const closeDialog = () => setDialog(null);

  let body;
  if (mode.kind === 'enrol') {
    body = (
      <TwoFactorEnrolment
        setup={mode.setup}
        email={email}
        headingLevel="h2"
        onFinished={() => backToStatus(t('twoFactor.security.enabled'))}
        onCancel={() => setMode({ kind: 'status' })}
      />
    );
  } else if (mode.kind === 'codes') {
    body = (
      <RecoveryCodesPanel
        codes={mode.codes}
        email={email}
        onContinue={() => backToStatus(t('twoFactor.security.codesReplaced'))}
      />
    );
  } else if (status.isPending) {
    body = (
      <Stack spacing={1} aria-busy="true">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  } else if (status.isError) {
    body = (
      <Alert
        severity="error"
        action={<Button onClick={() => void status.refetch()}>{t('twoFactor.retry')}</Button>}
      >
        {t('twoFactor.security.loadFailed')}
      </Alert>
    );
  } else {
    body = <StatusView status={status.data} onAction={setDialog} />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1">
          {t('twoFactor.security.title')}
        </Typography>
        <Typography color="text.secondary">{t('twoFactor.security.intro')}</Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {body}
      </Paper>
      {dialog === 'turnOn' ? (
        <TwoFactorConfirmDialog
          title={t('twoFactor.security.passwordTitle')}
          description={t('twoFactor.security.passwordIntro')}
          submitLabel={t('twoFactor.security.continue')}
          askCode={false}
          action={({ password }) => setupTwoFactor({ password })}
          onDone={(setup) => {
            closeDialog();
            setMode({ kind: 'enrol', setup });
          }}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'setUpAgain' ? (
        <TwoFactorConfirmDialog
          title={t('twoFactor.security.setUpAgainTitle')}
          description={t('twoFactor.security.setUpAgainIntro')}
          submitLabel={t('twoFactor.security.continue')}
          askCode
          action={(values) => setupTwoFactor(values)}
          onDone={(setup) => {
            closeDialog();
            setMode({ kind: 'enrol', setup });
          }}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'newCodes' ? (
        <TwoFactorConfirmDialog
          title={t('twoFactor.security.newCodesTitle')}
          description={t('twoFactor.security.newCodesIntro')}
          submitLabel={t('twoFactor.security.newCodes')}
          askCode
          action={({ password, code = '' }) => newRecoveryCodes({ password, code })}
          onDone={({ recoveryCodes }) => {
            closeDialog();
            setMode({ kind: 'codes', codes: recoveryCodes });
          }}
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'turnOff' ? (
        <TwoFactorConfirmDialog
          title={t('twoFactor.security.turnOffTitle')}
          description={t('twoFactor.security.turnOffIntro')}
          submitLabel={t('twoFactor.security.turnOff')}
          askCode
          action={({ password, code = '' }) => disableTwoFactor({ password, code })}
          onDone={({ message }) => {
            closeDialog();
            void refresh();
            enqueueSnackbar(message, { variant: 'success' });
          }}
          onClose={closeDialog}
        />
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function StatusView({ status, onAction }: { status: TwoFactorStatus; onAction: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Fact label={t('twoFactor.security.statusLabel')}>
          <Chip
            size="small"
            color={status.enabled ? 'success' : 'default'}
            label={status.enabled ? t('twoFactor.security.on') : t('twoFactor.security.off')}
          />
        </Fact>
        {status.enabled && status.enabledAt ? (
          <Fact label={t('twoFactor.security.since')}>{formatDateTime(status.enabledAt)}</Fact>
        ) : null}
        {status.enabled ? (
          <Fact label={t('twoFactor.security.codesLeft')}>{status.recoveryCodesLeft}</Fact>
        ) : null}
      </Stack>
      {status.required ? <Alert severity="info">{t('twoFactor.security.required')}</Alert> : null}
      {status.enabled ? (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => onAction('setUpAgain')}>
              {t('twoFactor.security.setUpAgain')}
            </Button>
            <Button variant="outlined" onClick={() => onAction('newCodes')}>
              {t('twoFactor.security.newCodes')}
            </Button>
            {status.required ? null : (
              <Button variant="outlined" color="error" onClick={() => onAction('turnOff')}>
                {t('twoFactor.security.turnOff')}
              </Button>
            )}
          </Stack>
          {status.required ? (
            <Typography variant="body2" color="text.secondary">
              {t('twoFactor.security.turnOffRequired')}
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('twoFactor.security.offHint')}</Typography>
          <Button variant="contained" onClick={() => onAction('turnOn')}>
            {t('twoFactor.security.turnOn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
