import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { can, type Role, type UserDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/lib/http';
import { useResendInvitation } from '../api/save-user';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { userEditPath } from './user-paths';
import { UserStatusButton } from './user-status-button';

/** USER-02/03: who may edit this user (a TAG: vendor users only). */
export function mayEditUser(role: Role, user: Pick<UserDetail, 'role'>): boolean {
  return can(role, 'users:write') && (role === 'ADMIN' || user.role === 'VENDOR');
}

/**
 * The user page's buttons: Edit (USER-02/03), Resend invitation while no password is set, and
 * Reset two-factor sign-in and Deactivate/Activate for an ADMIN (not on their own page).
 */
export function UserActions({ user, role, selfId }: { user: UserDetail; role: Role; selfId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendInvitation(user.externalId);
  const invitationOpen = user.access !== 'PASSWORD_SET' && user.status === 'ACTIVE';
  return (
    <>
      {mayEditUser(role, user) ? (
        <Button
          component={RouterLink}
          to={userEditPath(user.externalId)}
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
        >
          {t('users.edit')}
        </Button>
      ) : null}
      {invitationOpen && mayEditUser(role, user) ? (
        <Button
          variant="outlined"
          startIcon={<ForwardToInboxOutlinedIcon />}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () =>
                enqueueSnackbar(t('users.invitationSent', { email: user.email }), { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(
                  isApiError(error) && error.status === 409
                    ? error.message
                    : t('messages.somethingWentWrong'),
                  {
                    variant: 'error',
                  },
                ),
            })
          }
        >
          {t('users.resendInvitation')}
        </Button>
      ) : null}
      {role === 'ADMIN' && user.externalId !== selfId ? <ResetTwoFactorButton user={user} /> : null}
      {can(role, 'users:activate') && user.externalId !== selfId ? <UserStatusButton user={user} /> : null}
    </>
  );
}
