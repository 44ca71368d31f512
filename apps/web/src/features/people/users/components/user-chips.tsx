import Stack from '@mui/material/Stack';
import type { UserAccessState, UserStatus } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';

/**
 * Where a user stands: Inactive (gray) when deactivated, else the invitation's state when no password
 * is set yet (pending yellow, expired red). A signed-up active user needs no chip.
 */
export function UserStateChips({ status, access }: { status: UserStatus; access: UserAccessState }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {status === 'INACTIVE' ? <StatusChip colour="gray" label={t('users.status.INACTIVE')} /> : null}
      {access === 'INVITED' ? <StatusChip colour="yellow" label={t('users.access.INVITED')} /> : null}
      {access === 'INVITATION_EXPIRED' ? (
        <StatusChip colour="red" label={t('users.access.INVITATION_EXPIRED')} />
      ) : null}
    </Stack>
  );
}
