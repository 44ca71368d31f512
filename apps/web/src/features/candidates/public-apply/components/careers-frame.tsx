import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';

export type CareersFrameProps = { title: string; children: ReactNode };

/** The careers site's page around its content: no app shell, no session, the brand and a page title. */
export function CareersFrame({ title, children }: CareersFrameProps) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 6 } }}>
      <title>{`${title} · ${t('apply.careers')}`}</title>
      <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 2, sm: 3 }, px: 1 }}>
          <BrandMark />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('apply.careers')}
          </Typography>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
