import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A read-only audience's name as text, not as a disabled field (AUD-14). */
export function AudienceNameText({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {t('audiences.form.name')}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name || t('audiences.readOnly.unnamed')}
      </Typography>
    </Box>
  );
}
