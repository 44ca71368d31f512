import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CareersIndexItem } from '@talent-desk/shared';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

export type CareersIndexListProps = { vacancies: CareersIndexItem[] };

/** The careers index's rows: each vacancy's title links to its careers page, with where, type and when. */
export function CareersIndexList({ vacancies }: CareersIndexListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      aria-label={t('apply.index.list')}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {vacancies.map((vacancy) => {
        const facts = [
          vacancy.workingLocation,
          t(`enums.vacancyType.${vacancy.type}`),
          t('apply.index.posted', { date: formatDate(vacancy.createdAt) }),
        ].filter(Boolean);
        return (
          <Paper component="li" variant="outlined" key={vacancy.externalId} sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/jobs/${vacancy.externalId}`} underline="hover">
                {vacancy.title}
              </Link>
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {facts.join(' · ')}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
