import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacancyDetails } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';

/** #details: every field of the vacancy, then its description as written. */
export function VacancyDetailsTab({ vacancy }: { vacancy: VacancyDetails }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('vacancies.fields.gloVacancyId'), vacancy.gloVacancyId ?? '—'],
    [t('vacancies.fields.type'), t(`enums.vacancyType.${vacancy.type}`)],
    [t('vacancies.fields.status'), t(`enums.vacancyStatus.${vacancy.status}`)],
    [t('vacancies.fields.businessGroup'), vacancy.businessGroupName ?? '—'],
    [t('vacancies.fields.projectName'), vacancy.projectName ?? '—'],
    [t('vacancies.fields.hiringManager'), vacancy.hiringManager ?? '—'],
    [t('vacancies.fields.workingLocation'), vacancy.workingLocation ?? '—'],
    [t('vacancies.fields.openings'), String(vacancy.openings)],
    [
      t('vacancies.fields.candidates'),
      t('vacancies.cardCounts', { candidates: vacancy.candidatesCount, pending: vacancy.newCandidatesCount }),
    ],
    [
      t('vacancies.fields.createdBy'),
      [vacancy.createdByName, formatDateTime(vacancy.createdAt)].filter(Boolean).join(', '),
    ],
    [t('vacancies.fields.updatedAt'), formatDateTime(vacancy.updatedAt)],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
            columnGap: 3,
            rowGap: 1.25,
          }}
        >
          {rows.map(([label, value]) => (
            <Stack key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {t('vacancies.fields.requiredSkills')}
        </Typography>
        {vacancy.requiredSkills.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {vacancy.requiredSkills.map((skill) => (
              <StatusChip key={skill.externalId} colour="gray" label={skill.value} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('vacancies.noSkills')}</Typography>
        )}
        <Typography variant="h2" component="h2" sx={{ mt: 3, mb: 1.5 }}>
          {t('vacancies.fields.description')}
        </Typography>
        <Typography
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          color={vacancy.description ? 'text.primary' : 'text.secondary'}
        >
          {vacancy.description ?? t('vacancies.noDescription')}
        </Typography>
      </Paper>
    </Stack>
  );
}
