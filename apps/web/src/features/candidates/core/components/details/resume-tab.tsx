import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import type { CandidateRead } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { formatFileSize } from '@/lib/format';

export function resumeUrl(candidateId: string, inline = false): string {
  const path = `/api/candidates/${encodeURIComponent(candidateId)}/resume`;
  return inline ? `${path}?disposition=inline` : path;
}

/** The resume: a PDF is previewed inline; any other type is a card to download. */
export function ResumeTab({ candidate }: { candidate: CandidateRead }) {
  const { t } = useTranslation();
  const { resume } = candidate;
  if (!resume) {
    return (
      <Paper variant="outlined">
        <EmptyState icon={<DescriptionOutlinedIcon />} title={t('candidateDetails.resume.none')} />
      </Paper>
    );
  }
  const pdf = resume.contentType === 'application/pdf' || resume.fileName.toLowerCase().endsWith('.pdf');
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { sm: 'center' },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <DescriptionOutlinedIcon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{resume.fileName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(resume.size)}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={resumeUrl(candidate.externalId)}
          download={resume.fileName}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('candidateDetails.resume.download')}
        </Button>
      </Paper>
      {pdf ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            component="iframe"
            src={resumeUrl(candidate.externalId, true)}
            title={t('candidateDetails.resume.preview', { name: resume.fileName })}
            sx={{ display: 'block', width: '100%', height: { xs: 480, md: 800 }, border: 0 }}
          />
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('candidateDetails.resume.noPreview')}</Typography>
      )}
    </Stack>
  );
}
