import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRY_USA, yearsOfExperienceLabel, type CandidateRead } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AssessmentStatusChip, BackgroundStatusChip } from '@/components/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';

type Row = { label: string; value: ReactNode };

function Block({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 220px) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1.5 },
          '& dt': { color: 'text.secondary', fontWeight: 500 },
          '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map((row) => (
          <Stack key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt">{row.label}</Typography>
            <Typography component="dd">{row.value}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Chips({ items, empty }: { items: { key: string; label: string }[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item.key} label={item.label} size="small" variant="outlined" component="span" />
      ))}
    </Stack>
  );
}

/** Everything known about the candidate (CAND-DETAIL-05), dates as DD-MM-YYYY. */
export function ProfileTab({ candidate }: { candidate: CandidateRead }) {
  const { t } = useTranslation();
  const none = t('candidateDetails.none');
  const skill = (s: CandidateRead['primaryCandidateSkills'][number]) => ({
    key: s.externalId,
    label: s.value && s.value !== s.name ? `${s.name} (${s.value})` : s.name,
  });

  const personal: Row[] = [
    {
      label: t('candidateForm.fields.email'),
      value: <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>,
    },
    { label: t('candidateForm.fields.phone'), value: candidate.phone ?? none },
    {
      label: t('candidateForm.fields.linkedinUrl'),
      value: candidate.linkedinUrl ? (
        <Link href={candidate.linkedinUrl} target="_blank" rel="noopener noreferrer">
          {candidate.linkedinUrl}
        </Link>
      ) : (
        none
      ),
    },
    {
      label: t('candidateDetails.location'),
      value: [candidate.city, candidate.country === COUNTRY_USA ? candidate.state : null, candidate.country]
        .filter(Boolean)
        .join(', '),
    },
    { label: t('candidateDetails.createdAt'), value: formatDate(candidate.createdAt) },
  ];
  const professional: Row[] = [
    {
      label: t('candidateForm.fields.yearsOfExperience'),
      value: yearsOfExperienceLabel(candidate.yearsOfExperience, candidate.country),
    },
    { label: t('candidateForm.fields.educationalQualification'), value: candidate.educationalQualification },
    {
      label: t('candidateDetails.primarySkills'),
      value: <Chips items={candidate.primaryCandidateSkills.map(skill)} empty={none} />,
    },
    {
      label: t('candidateDetails.secondarySkills'),
      value: <Chips items={candidate.secondaryCandidateSkills.map(skill)} empty={none} />,
    },
    {
      label: t('candidateForm.fields.languages'),
      value: (
        <Chips
          items={candidate.languages.map((l) => ({
            key: l.externalId,
            label: l.level ? `${l.name} (${l.level})` : l.name,
          }))}
          empty={none}
        />
      ),
    },
    {
      label: t('candidateForm.fields.experience'),
      value: candidate.experience ? (
        <span style={{ whiteSpace: 'pre-wrap' }}>{candidate.experience}</span>
      ) : (
        none
      ),
    },
    {
      label: t('candidateForm.fields.comments'),
      value: candidate.comments ? <span style={{ whiteSpace: 'pre-wrap' }}>{candidate.comments}</span> : none,
    },
  ];
  const screening: Row[] = [
    { label: t('candidateDetails.sourceName'), value: candidate.sourceName ?? none },
    {
      label: t('candidateDetails.preScreening'),
      value: candidate.preScreeningStatus ? t(`enums.screeningStatus.${candidate.preScreeningStatus}`) : none,
    },
    {
      label: t('candidateDetails.assessment'),
      value: <AssessmentStatusChip status={candidate.assessmentStatus} />,
    },
    {
      label: t('candidateDetails.background'),
      value: (
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <BackgroundStatusChip status={candidate.backgroundStatus} country={candidate.country} />
          {candidate.backgroundStatusUpdatedAt && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('candidateDetails.updatedOn', { date: formatDateTime(candidate.backgroundStatusUpdatedAt) })}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      label: t('candidateDetails.locationCompliance'),
      value:
        candidate.locationCompliance == null
          ? none
          : candidate.locationCompliance
            ? t('candidateDetails.yes')
            : t('candidateDetails.no'),
    },
  ];
  if (candidate.assessmentVendor) {
    screening.push(
      {
        label: t('candidateForm.fields.expectedRate'),
        value: String(candidate.assessmentVendor.expectedRate),
      },
      {
        label: t('candidateForm.fields.noticePeriod'),
        value: t(`enums.noticePeriod.${candidate.assessmentVendor.noticePeriod}`),
      },
    );
  }

  return (
    <Stack spacing={3}>
      <Block title={t('candidateDetails.blocks.contact')} rows={personal} />
      <Block title={t('candidateDetails.blocks.professional')} rows={professional} />
      <Block title={t('candidateDetails.blocks.screening')} rows={screening} />
    </Stack>
  );
}
