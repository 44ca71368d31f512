import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { GeneralEmailTemplateRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/lib/format';
import { generalEmailTemplateEditPath, generalEmailTemplateViewPath } from './general-email-template-paths';

export type GeneralEmailTemplateListProps = { templates: readonly GeneralEmailTemplateRow[] };

/**
 * The app's own e-mails, one card each: what it is for (when the app sends it), its subject and when
 * its wording last changed, with View and Edit. Cards rather than a grid: the list is short and fixed,
 * and a card reads the same on a phone.
 */
export function GeneralEmailTemplateList({ templates }: GeneralEmailTemplateListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((row) => (
        <Paper component="li" key={row.externalId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <Stack spacing={0.75} sx={{ minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
                <Link component={RouterLink} to={generalEmailTemplateViewPath(row.externalId)}>
                  {row.title}
                </Link>
              </Typography>
              <Typography color="text.secondary">{t(`generalEmailTemplates.purposes.${row.key}`)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{t('generalEmailTemplates.subject')}</strong> {row.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('generalEmailTemplates.updatedAt', { date: formatDate(row.updatedAt) })}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              <Button
                component={RouterLink}
                to={generalEmailTemplateViewPath(row.externalId)}
                startIcon={<VisibilityOutlinedIcon />}
                aria-label={t('generalEmailTemplates.viewNamed', { title: row.title })}
              >
                {t('generalEmailTemplates.view')}
              </Button>
              <Button
                component={RouterLink}
                to={generalEmailTemplateEditPath(row.externalId)}
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('generalEmailTemplates.editNamed', { title: row.title })}
              >
                {t('generalEmailTemplates.edit')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
