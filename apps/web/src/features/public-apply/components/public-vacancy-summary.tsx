import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicVacancy } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';

/** The vacancy as an applicant reads it: title, where, type, skills and the description. */
export function PublicVacancySummary({ vacancy }: { vacancy: PublicVacancy }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {vacancy.title}
      </Typography>
      <Typography color="text.secondary">
        {[
          vacancy.workingLocation,
          t(`enums.vacancyType.${vacancy.type}`),
          t('apply.openings', { count: vacancy.openings }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {vacancy.requiredSkills.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label={t('apply.skills')}>
          {vacancy.requiredSkills.map((skill) => (
            <StatusChip key={skill} colour="gray" label={skill} />
          ))}
        </Stack>
      ) : null}
      {vacancy.description ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {vacancy.description}
        </Typography>
      ) : null}
    </Stack>
  );
}
