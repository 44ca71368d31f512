import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { VendorUser } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { UserStateChips, userPath } from '@/features/people/users';

export type VendorUsersTabProps = {
  users: VendorUser[];
  /** Where 'New vendor user' goes; absent when the vendor is inactive or the actor may not (VEND-12/13). */
  newUserPath?: string;
};

/** #users (VEND-02): the vendor's users, each linking to its user page, and 'New vendor user'. */
export function VendorUsersTab({ users, newUserPath }: VendorUsersTabProps) {
  const { t } = useTranslation();
  const newUser = newUserPath ? (
    <Button
      component={RouterLink}
      to={newUserPath}
      variant="outlined"
      startIcon={<PersonAddAlt1OutlinedIcon />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
    >
      {t('vendors.newUser')}
    </Button>
  ) : null;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h3" component="h2">
          {t('vendors.users.heading', { count: users.length })}
        </Typography>
        {newUser}
      </Stack>
      <Paper variant="outlined">
        {users.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t('vendors.users.empty')}
            hint={t('vendors.users.emptyHint')}
          />
        ) : (
          <List aria-label={t('vendors.users.label')} disablePadding>
            {users.map((user, index) => (
              <ListItem key={user.externalId} divider={index < users.length - 1} sx={{ gap: 1 }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={userPath(user.externalId)} sx={{ fontWeight: 600 }}>
                      {`${user.firstName} ${user.lastName}`}
                    </Link>
                  }
                  secondary={
                    <>
                      <Link href={`mailto:${user.email}`} sx={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Link>
                      {user.telephone ? ` · ${user.telephone}` : ''}
                    </>
                  }
                  sx={{ minWidth: 0 }}
                />
                <UserStateChips status={user.status} access={user.access} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
