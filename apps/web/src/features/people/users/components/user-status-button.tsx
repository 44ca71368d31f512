import type { UserDetail } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ActivationButton } from '@/components/activation-button';
import { isApiError } from '@/lib/http';
import { useSetUserStatus } from '../api/save-user';

/** Deactivate (after a confirmation: it ends the user's sessions) or activate a user; ADMIN only. */
export function UserStatusButton({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useSetUserStatus(user.externalId);
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <ActivationButton
      active={user.status === 'ACTIVE'}
      busy={mutation.isPending}
      labels={{
        activate: t('users.activate'),
        deactivate: t('users.deactivate'),
        confirmTitle: t('users.deactivateConfirm.title', { name }),
        confirmBody: t('users.deactivateConfirm.body'),
      }}
      onChange={(status) =>
        mutation.mutateAsync(status).then(
          () => enqueueSnackbar(t(`users.statusChanged.${status}`, { name }), { variant: 'success' }),
          (error: unknown) => {
            const message =
              isApiError(error) && error.status === 409 ? error.message : t('messages.somethingWentWrong');
            enqueueSnackbar(message, { variant: 'error' });
            throw error;
          },
        )
      }
    />
  );
}
