import { VACANCY_LIMITS, vacancyImportParamsSchema } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { GloIdDialog } from '@/components/glo-import/glo-id-dialog';

export type ImportFromGloDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with a valid GLO-R vacancy id (the page then opens the import review). */
  onImport: (gloId: string) => void;
};

/** Asks for the GLO-R vacancy id to import, checked with the API's own rule before leaving the list. */
export function ImportFromGloDialog(props: ImportFromGloDialogProps) {
  const { t } = useTranslation();
  return (
    <GloIdDialog
      {...props}
      schema={vacancyImportParamsSchema}
      maxLength={VACANCY_LIMITS.gloVacancyIdMax}
      placeholder="GLO-V-9001"
      texts={{
        title: t('vacancyImport.dialog.title'),
        intro: t('vacancyImport.dialog.intro'),
        label: t('vacancyImport.dialog.gloId'),
        required: t('vacancyImport.dialog.required'),
        cancel: t('vacancyImport.dialog.cancel'),
        submit: t('vacancyImport.dialog.submit'),
      }}
    />
  );
}
