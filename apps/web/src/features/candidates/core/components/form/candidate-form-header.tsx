import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export type CandidateFormHeaderProps = {
  mode: 'create' | 'edit';
  backTo: string;
  backLabel: string;
  /** The candidate being edited. */
  name?: string;
};

/** Page title and the way back, above the candidate form. */
export function CandidateFormHeader({ mode, backTo, backLabel, name }: CandidateFormHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {backLabel}
      </Link>
      <Typography variant="h1" component="h1">
        {t(`candidateForm.title.${mode}`)}
        {name ? `: ${name}` : ''}
      </Typography>
      <Typography color="text.secondary">{t(`candidateForm.intro.${mode}`)}</Typography>
    </Stack>
  );
}
