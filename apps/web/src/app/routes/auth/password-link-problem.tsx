import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../guards/access';

export type PasswordLinkProblemProps = {
  /** What went wrong, in words for the user. */
  message: string;
};

/** A link that cannot be used: say so, and offer a new one ('Forgot password?') or the sign-in page. */
export function PasswordLinkProblem({ message }: PasswordLinkProblemProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Stack spacing={1}>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH}>
          {t('auth.forgotPassword.link')}
        </Link>
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('auth.backToSignIn')}
        </Link>
      </Stack>
    </Stack>
  );
}
