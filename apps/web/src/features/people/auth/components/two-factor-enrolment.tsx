import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { TwoFactorSetup } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useSnackbar } from '@/lib/snackbar';
import { useEnableTwoFactor } from '../api/two-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorCodeField } from './second-factor-code-field';
import { useSecondFactorCode } from './use-second-factor-code';

/** The set-up key as an app shows it: groups of four (`ABCD EFGH ...`). */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export type TwoFactorEnrolmentProps = {
  /** The pending secret (POST /api/auth/two-factor/setup). */
  setup: TwoFactorSetup;
  /** The account, named in the recovery codes' file. */
  email: string;
  /** After the recovery codes are saved. */
  onFinished: () => void;
  /** Shown beside 'Turn on' when the user may stop here (the Sign-in security page). */
  onCancel?: () => void;
  /** The steps' heading level (h2 on a page of their own, h3 inside a section). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The steps of setting up two-factor sign-in, for the forced enrolment and the Sign-in security page
 * alike: 1. scan the QR code (or type the key), 2. enter a code of the app (POST enable), 3. save the ten
 * recovery codes, shown once.
 */
export function TwoFactorEnrolment({
  setup,
  email,
  onFinished,
  onCancel,
  headingLevel = 'h2',
}: TwoFactorEnrolmentProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { enqueueSnackbar } = useSnackbar();
  const enable = useEnableTwoFactor();
  const field = useSecondFactorCode((code, onFailure) => enable.mutate(code, { onError: onFailure }));
  const key = groupKey(setup.secret);

  if (enable.data) {
    return (
      <RecoveryCodesPanel
        codes={enable.data.recoveryCodes}
        email={email}
        onContinue={onFinished}
        headingLevel={headingLevel}
      />
    );
  }

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      enqueueSnackbar(t('twoFactor.keyCopied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('twoFactor.copyFailed'), { variant: 'error' });
    }
  };

  const generalFailure =
    enable.error && !(isApiError(enable.error) && enable.error.status > 0 && enable.error.status < 500)
      ? t('messages.somethingWentWrong')
      : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Typography variant="h3" component={headingLevel}>
          {`1. ${t('twoFactor.stepScan')}`}
        </Typography>
        <Typography color="text.secondary">{t('twoFactor.scanIntro')}</Typography>
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t('twoFactor.qrAlt')}
          sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1, alignSelf: 'flex-start' }}
        />
        <Typography color="text.secondary">{t('twoFactor.typeKeyIntro')}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography
            component="code"
            aria-label={t('twoFactor.keyLabel')}
            data-testid="two-factor-key"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {key}
          </Typography>
          <Tooltip title={t('twoFactor.copyKey')}>
            <IconButton aria-label={t('twoFactor.copyKey')} onClick={() => void copyKey()}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack
        component="form"
        noValidate
        onSubmit={field.onSubmit}
        spacing={2}
        aria-label={t('twoFactor.stepCode')}
      >
        <Typography variant="h3" component={headingLevel}>
          {`2. ${t('twoFactor.stepCode')}`}
        </Typography>
        <Typography color="text.secondary">{t('twoFactor.codeIntro')}</Typography>
        <FormError message={generalFailure} />
        <Box sx={{ maxWidth: 320 }}>
          <SecondFactorCodeField
            label={t('twoFactor.code')}
            hint={t('twoFactor.codeHint')}
            value={field.code}
            onChange={field.onChange}
            inputRef={field.input}
            error={field.error && messageText(field.error)}
          />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={enable.isPending}>
            {enable.isPending ? t('twoFactor.enabling') : t('twoFactor.enable')}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button> : null}
        </Stack>
      </Stack>
    </Stack>
  );
}
