import { useState } from 'react';
import Button from '@mui/material/Button';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import type { VacancyDetails } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/http';
import { usePublishVacancy } from '../api/publish-vacancy';

/**
 * Publish / Unpublish after a confirmation (VAC-09, VAC-10): success toasts (VAC-12); a 400 shows the
 * server's message (VAC-13); another answered failure shows nothing more (VAC-14); no answer at all
 * shows 'Vacancy publish unsuccessful' (VAC-15).
 */
export function PublishButton({ vacancy }: { vacancy: VacancyDetails }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const mutation = usePublishVacancy(vacancy.externalId);
  const publish = !vacancy.publishToExternalApp;
  const action = publish ? 'publish' : 'unpublish';

  function confirm() {
    mutation.mutate(publish, {
      onSuccess: () => enqueueSnackbar(t(`vacancies.${action}.done`), { variant: 'success' }),
      onError: (error) => {
        if (!isApiError(error) || error.status === 0) {
          enqueueSnackbar(t('vacancies.publishUnsuccessful'), { variant: 'error' });
        } else if (error.status === 400) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
      },
      onSettled: () => setOpen(false),
    });
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={publish ? <PublicIcon /> : <PublicOffIcon />}
        onClick={() => setOpen(true)}
      >
        {t(`vacancies.${action}.button`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`vacancies.${action}.title`, { title: vacancy.title })}
        confirmLabel={t(`vacancies.${action}.confirm`)}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {t(`vacancies.${action}.body`)}
      </ConfirmDialog>
    </>
  );
}
