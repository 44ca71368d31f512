import { useState, type FormEvent } from 'react';
import type { OptionItem } from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { optionKey } from '@/components/async-autocomplete/options-source';
import { FormDialog } from '@/components/form/form-dialog';
import { useShareVacancies } from '../api/vacancy-vendors';

/** What stays fixed: a vacancy shared with vendors chosen here, or a vendor getting vacancies chosen here. */
export type ShareTarget = { kind: 'vacancy' | 'vendor'; externalId: string; name: string };

export type ShareDialogProps = {
  open: boolean;
  target: ShareTarget;
  onClose: () => void;
};

/**
 * Shares vacancies with vendors (VAC-19..23): from a vacancy's #vendors tab (pick vendors) or from a
 * vendor's page (pick vacancies). At least one pick is required ('vacancy required' on the vendor side).
 */
export function ShareDialog(props: ShareDialogProps) {
  // Mounted only while open: each opening starts with nothing picked.
  return props.open ? <ShareForm {...props} /> : null;
}

function ShareForm({ target, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [picked, setPicked] = useState<OptionItem[]>([]);
  const pickVacancies = target.kind === 'vendor';
  const texts = pickVacancies
    ? {
        title: t('vacancies.share.vacancies.title'),
        intro: t('vacancies.share.vacancies.intro', { name: target.name }),
        label: t('vacancies.share.vacancies.label'),
        required: t('vacancies.share.vacancies.required'),
      }
    : {
        title: t('vacancies.share.vendors.title'),
        intro: t('vacancies.share.vendors.intro', { name: target.name }),
        label: t('vacancies.share.vendors.label'),
        required: t('vacancies.share.vendors.required'),
      };
  const [touched, setTouched] = useState(false);
  const mutation = useShareVacancies();
  const missing = picked.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    mutation.mutate(
      pickVacancies
        ? { vacancyExternalIds: picked.map(optionKey), vendorExternalIds: [target.externalId] }
        : { vacancyExternalIds: [target.externalId], vendorExternalIds: picked.map(optionKey) },
      {
        onSuccess: () => {
          enqueueSnackbar(t('vacancies.share.success'), { variant: 'success' });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      onSubmit={submit}
      // VAC-23: any failure reads 'Something went wrong'.
      error={mutation.isError ? t('messages.somethingWentWrong') : null}
      cancelLabel={t('vacancies.cancel')}
      submitLabel={t('vacancies.share.submit')}
      busy={mutation.isPending}
    >
      <AsyncAutocomplete
        kind={pickVacancies ? 'vacancies' : 'vendors'}
        label={texts.label}
        value={picked}
        onChange={setPicked}
        listHeight={350}
        required
        error={touched && missing}
        helperText={touched && missing ? texts.required : undefined}
        size="medium"
      />
    </FormDialog>
  );
}
