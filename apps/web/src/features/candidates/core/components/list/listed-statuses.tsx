import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListedStatus } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CandidateStatusChip, statusText } from '@/components/status-chip';

/** The vacancy a listed status belongs to: its title and readable id ('Java Developer (VAC-12)'). */
function vacancyText(t: TFunction, item: ListedStatus): string | null {
  if (!item.vacancyTitle) return null;
  return item.gloVacancyId
    ? t('candidateList.listedStatus.vacancy', { title: item.vacancyTitle, id: item.gloVacancyId })
    : item.vacancyTitle;
}

/** 'Pending · Java Developer (VAC-12)', or the status alone without a vacancy (Not Assigned). */
export function listedStatusText(t: TFunction, item: ListedStatus): string {
  const status = statusText.candidate(t, item.status);
  const vacancy = vacancyText(t, item);
  return vacancy ? t('candidateList.listedStatus.withVacancy', { status, vacancy }) : status;
}

/**
 * The Status column (and the phone card's status): the first listed status as a chip with its vacancy
 * under it, and how many more matched; all of them, with their vacancies, in the title.
 */
export function ListedStatuses({ items }: { items: readonly ListedStatus[] }) {
  const { t } = useTranslation();
  const [first, ...rest] = items;
  if (!first) return null;
  const vacancy = vacancyText(t, first);
  return (
    <Box
      title={items.map((item) => listedStatusText(t, item)).join('\n')}
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CandidateStatusChip status={first.status} />
        {rest.length > 0 ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('candidateList.listedStatus.more', { count: rest.length })}
          </Typography>
        ) : null}
      </Stack>
      {vacancy ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          noWrap
          sx={{ lineHeight: 1.4, pt: 0.25 }}
        >
          {vacancy}
        </Typography>
      ) : null}
    </Box>
  );
}
