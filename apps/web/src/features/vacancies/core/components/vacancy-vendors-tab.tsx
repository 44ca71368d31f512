import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import type { VacancyDetails, VacancyVendor } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/format';
import { useStopSharing, useVacancyVendors } from '../api/vacancy-vendors';
import { ShareDialog } from './share-dialog';

/** #vendors: the vendors the vacancy is shared with; share with more, stop sharing (VAC-19, VAC-24). */
export function VacancyVendorsTab({ vacancy }: { vacancy: VacancyDetails }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const vendors = useVacancyVendors(vacancy.externalId);
  const stop = useStopSharing();
  const [sharing, setSharing] = useState(false);
  const [stopping, setStopping] = useState<VacancyVendor | null>(null);

  function confirmStop() {
    if (!stopping) return;
    stop.mutate(
      { vacancyExternalId: vacancy.externalId, vendorExternalId: stopping.externalId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('vacancies.stopSharing.done', { vendor: stopping.name }), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('messages.somethingWentWrong'), { variant: 'error' }),
        onSettled: () => setStopping(null),
      },
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2" component="h2">
          {t('vacancies.sharedWith')}
        </Typography>
        <Button variant="contained" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
          {t('vacancies.share.button')}
        </Button>
      </Stack>
      {vendors.isError ? (
        <LoadErrorAlert message={t('vacancies.vendorsLoadFailed')} onRetry={() => void vendors.refetch()} />
      ) : null}
      {vendors.data && vendors.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            headingLevel="h3"
            title={t('vacancies.notShared')}
            hint={t('vacancies.notSharedHint')}
          />
        </Paper>
      ) : null}
      {vendors.data && vendors.data.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label={t('vacancies.sharedWith')} disablePadding>
            {vendors.data.map((vendor, index) => (
              <ListItem
                key={vendor.externalId}
                divider={index < (vendors.data?.length ?? 0) - 1}
                secondaryAction={
                  <Button
                    color="error"
                    onClick={() => setStopping(vendor)}
                    aria-label={t('vacancies.stopSharing.labelFor', { vendor: vendor.name })}
                  >
                    {t('vacancies.stopSharing.button')}
                  </Button>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{vendor.name}</span>
                      {vendor.status === 'INACTIVE' ? (
                        <StatusChip colour="gray" label={t('vacancies.vendorInactive')} />
                      ) : null}
                    </Stack>
                  }
                  secondary={[
                    vendor.tier,
                    vendor.country,
                    t('vacancies.sharedOn', { date: formatDate(vendor.sharedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      <ShareDialog
        open={sharing}
        target={{ kind: 'vacancy', externalId: vacancy.externalId, name: vacancy.title }}
        onClose={() => setSharing(false)}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t('vacancies.stopSharing.title', { vendor: stopping?.name ?? '' })}
        confirmLabel={t('vacancies.stopSharing.button')}
        destructive
        busy={stop.isPending}
        onConfirm={confirmStop}
        onCancel={() => setStopping(null)}
      >
        {t('vacancies.stopSharing.body')}
      </ConfirmDialog>
    </Stack>
  );
}
