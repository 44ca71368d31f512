import { useTranslation } from 'react-i18next';
import { GloImportLoadError } from '@/components/glo-import/glo-import-load-error';
import { VACANCIES_PATH } from './vacancy-paths';

export type ImportLoadErrorProps = { gloId: string; error: unknown; onRetry: () => void; retrying: boolean };

/** Why a vacancy import has nothing to review (GloImportLoadError with the vacancy texts). */
export function ImportLoadError({ gloId, ...props }: ImportLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <GloImportLoadError
      {...props}
      back={{ to: VACANCIES_PATH, label: t('vacancies.backToList') }}
      texts={{
        notFound: t('vacancyImport.notFound', { gloId }),
        notFoundHint: t('vacancyImport.notFoundHint'),
        unreachable: t('vacancyImport.unreachable'),
        unreachableHint: t('vacancyImport.unreachableHint'),
        retrying: t('vacancyImport.retrying'),
      }}
    />
  );
}
