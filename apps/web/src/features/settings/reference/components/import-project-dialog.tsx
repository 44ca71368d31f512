import { GLO_PROJECT_ID_MAX, projectImportParamsSchema } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { GloIdDialog } from '@/components/glo-import/glo-id-dialog';

export type ImportProjectDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called with a valid GLO-R project id (the list then opens projects/{gloId}/import). */
  onImport: (gloId: string) => void;
};

/** Asks for the GLO-R project id to import (SET-03 projects/{gloId}/import), checked with the API's rule. */
export function ImportProjectDialog(props: ImportProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <GloIdDialog
      {...props}
      schema={projectImportParamsSchema}
      maxLength={GLO_PROJECT_ID_MAX}
      placeholder="GLO-P-7001"
      texts={{
        title: t('projectImport.dialog.title'),
        intro: t('projectImport.dialog.intro'),
        label: t('projectImport.dialog.gloId'),
        required: t('projectImport.dialog.required'),
        cancel: t('projectImport.dialog.cancel'),
        submit: t('projectImport.dialog.submit'),
      }}
    />
  );
}
