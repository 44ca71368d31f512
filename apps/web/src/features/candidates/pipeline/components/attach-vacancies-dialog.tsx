import { useState } from 'react';
import type { OptionItem } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { optionKey } from '@/components/async-autocomplete/options-source';
import { FormDialog } from '@/components/form/form-dialog';
import { useAttachForm } from './use-attach-form';

export type AttachVacanciesDialogProps = {
  open: boolean;
  candidateExternalIds: readonly string[];
  onClose: () => void;
  onAttached?: () => void;
};

/** Attaches the selected candidates to vacancies (POST /api/candidates/assign; RESP-29..31). */
export function AttachVacanciesDialog(props: AttachVacanciesDialogProps) {
  // Mounted only while open: each opening starts with nothing picked.
  return props.open ? <AttachForm {...props} /> : null;
}

function AttachForm({ candidateExternalIds, onClose, onAttached }: AttachVacanciesDialogProps) {
  const { t } = useTranslation();
  const [vacancies, setVacancies] = useState<OptionItem[]>([]);
  const count = candidateExternalIds.length;
  const attach = useAttachForm({
    missing: vacancies.length === 0,
    count,
    onAttached: () => {
      onAttached?.();
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('candidateList.attach.title')}
      description={t('candidateList.attach.intro', { count })}
      onClose={onClose}
      onSubmit={(event) =>
        attach.submit(event, () => ({
          candidateExternalIds: [...candidateExternalIds],
          vacancyExternalIds: vacancies.map(optionKey),
        }))
      }
      error={attach.errorText}
      cancelLabel={t('candidateList.attach.cancel')}
      submitLabel={t('candidateList.attach.submit')}
      busy={attach.busy}
    >
      <AsyncAutocomplete
        kind="vacancies"
        label={t('candidateList.attach.vacancies')}
        value={vacancies}
        onChange={setVacancies}
        listHeight={350}
        required
        error={attach.showMissing}
        helperText={attach.showMissing ? t('candidateMessages.requiredVacancy') : undefined}
        size="medium"
      />
    </FormDialog>
  );
}
