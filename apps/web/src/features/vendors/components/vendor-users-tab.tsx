import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { VendorUser } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { StatusChip } from '@/components/status-chip';

/** #users (VEND-02): the vendor's users with their e-mail, phone and status. */
export function VendorUsersTab({ users }: { users: VendorUser[] }) {
  const { t } = useTranslation();
  if (users.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState headingLevel="h3" title={t('vendors.users.empty')} hint={t('vendors.users.emptyHint')} />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label={t('vendors.users.label')} disablePadding>
        {users.map((user, index) => (
          <ListItem key={user.externalId} divider={index < users.length - 1}>
            <ListItemText
              primary={`${user.firstName} ${user.lastName}`}
              secondary={
                <>
                  <Link href={`mailto:${user.email}`}>{user.email}</Link>
                  {user.telephone ? ` · ${user.telephone}` : ''}
                </>
              }
            />
            {user.status === 'INACTIVE' ? (
              <StatusChip colour="gray" label={t('vendors.status.INACTIVE')} />
            ) : null}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
