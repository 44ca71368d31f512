import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicVacancy } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';

export type PublicVacancySummaryProps = { vacancy: PublicVacancy };

/** The vacancy as an applicant reads it: title, where, type, openings, skills and the description. */
export function PublicVacancySummary({ vacancy }: PublicVacancySummaryProps) {
  const { t } = useTranslation();
  const facts = [
    vacancy.workingLocation,
    t(`enums.vacancyType.${vacancy.type}`),
    vacancy.businessGroupName,
    t('apply.openings', { count: vacancy.openings }),
  ].filter(Boolean);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {vacancy.title}
        </Typography>
        <Typography color="text.secondary">{facts.join(' · ')}</Typography>
      </Stack>
      {vacancy.requiredSkills.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('apply.skills')}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
          >
            {vacancy.requiredSkills.map((skill) => (
              <li key={skill}>
                <StatusChip colour="gray" label={skill} />
              </li>
            ))}
          </Box>
        </Stack>
      ) : null}
      {vacancy.description ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('apply.about')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {vacancy.description}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
