import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { VacancyImportDraft } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { hasUnmatched } from './import-values';

export type ImportUnmatchedNoticeProps = { preview: VacancyImportDraft };

/** What GLO-R sent that matches no business group or skill of ours: the reviewer picks those by hand. */
export function ImportUnmatchedNotice({ preview }: ImportUnmatchedNoticeProps) {
  const { t } = useTranslation();
  if (!hasUnmatched(preview)) return null;
  const { businessGroupName, skills } = preview.unmatched;
  return (
    <Alert severity="warning" data-testid="import-unmatched">
      <AlertTitle>{t('vacancyImport.unmatched.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {businessGroupName ? (
          <li>{t('vacancyImport.unmatched.businessGroup', { name: businessGroupName })}</li>
        ) : null}
        {skills.length > 0 ? (
          <li>{t('vacancyImport.unmatched.skills', { count: skills.length, names: skills.join(', ') })}</li>
        ) : null}
      </Box>
      {t('vacancyImport.unmatched.hint')}
    </Alert>
  );
}
