import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OptionItem } from '@talent-desk/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { optionKey } from '@/components/async-autocomplete/options-source';
import { useShareVacancies } from '../api/vacancy-vendors';

export type ShareWithVendorsDialogProps = {
  open: boolean;
  vacancyExternalId: string;
  vacancyTitle: string;
  onClose: () => void;
};

/** Shares the vacancy with more vendors (VAC-19, VAC-21..23); the vendor side shares vacancies the same way. */
export function ShareWithVendorsDialog(props: ShareWithVendorsDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {props.open ? <ShareForm {...props} /> : null}
    </Dialog>
  );
}

function ShareForm({ vacancyExternalId, vacancyTitle, onClose }: ShareWithVendorsDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const formId = useId();
  const [vendors, setVendors] = useState<OptionItem[]>([]);
  const [touched, setTouched] = useState(false);
  const mutation = useShareVacancies();
  const missing = vendors.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    mutation.mutate(
      { vacancyExternalIds: [vacancyExternalId], vendorExternalIds: vendors.map(optionKey) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('vacancies.share.success'), { variant: 'success' });
          onClose();
        },
      },
    );
  }

  return (
    <>
      <DialogTitle>{t('vacancies.share.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} spacing={2.5} noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {t('vacancies.share.intro', { title: vacancyTitle })}
          </Typography>
          <AsyncAutocomplete
            kind="vendors"
            label={t('vacancies.share.vendors')}
            value={vendors}
            onChange={setVendors}
            listHeight={350}
            required
            error={touched && missing}
            helperText={touched && missing ? t('vacancies.share.vendorRequired') : undefined}
            size="medium"
          />
          {/* VAC-23: any failure reads 'Something went wrong'. */}
          {mutation.isError ? (
            <Alert severity="error" role="alert">
              {t('messages.somethingWentWrong')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('vacancies.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {t('vacancies.share.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
