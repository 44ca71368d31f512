import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type CareersIndexEmptyProps = { search: string; onClear: () => void };

/** No vacancy to show: none open at all, or none matching the search (with a way back to all). */
export function CareersIndexEmpty({ search, onClear }: CareersIndexEmptyProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {search ? t('apply.index.noMatch', { search }) : t('apply.index.empty')}
      </Typography>
      <Typography color="text.secondary">
        {search ? t('apply.index.noMatchHint') : t('apply.index.emptyHint')}
      </Typography>
      {search ? (
        <Button onClick={onClear} sx={{ mt: 2 }}>
          {t('apply.index.clearSearch')}
        </Button>
      ) : null}
    </Paper>
  );
}
