import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { CandidateListRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/status-chip';
import { visuallyHidden } from '@/lib/visually-hidden';

/** The candidate's page; it opens in a new tab so that the audience being built stays as it is. */
const candidateHref = (externalId: string) => `/internal/candidates/${encodeURIComponent(externalId)}`;

export function CandidateNameLink({ row }: { row: CandidateListRow }) {
  const { t } = useTranslation();
  return (
    <Link href={candidateHref(row.externalId)} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
      {row.fullName}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('audiences.preview.opensInNewTab')}`}
      </Box>
    </Link>
  );
}

/** 'City, State, Country' with what is known. */
export function placeOf(row: CandidateListRow): string {
  return [row.city, row.state, row.country].filter((part): part is string => Boolean(part)).join(', ');
}

/** Location compliance in the spec's colours (green compliant, red not); nothing when unknown. */
export function ComplianceChip({ compliance }: { compliance: boolean | null }) {
  const { t } = useTranslation();
  if (compliance === null) return null;
  return compliance ? (
    <StatusChip label={t('audiences.preview.compliant')} colour="green" />
  ) : (
    <StatusChip label={t('audiences.preview.notCompliant')} colour="red" />
  );
}

/** Primary skills first, then secondary ones, by name. */
export function skillsOf(row: CandidateListRow): string[] {
  return [...row.primaryCandidateSkills, ...row.secondaryCandidateSkills].map((skill) => skill.name);
}

export type SkillChipsProps = {
  skills: readonly string[];
  max?: number;
  /** One line (a grid row has no room for a second one); a card lets them wrap. */
  nowrap?: boolean;
};

/** The first skills as chips and how many more there are (all of them in the title). */
export function SkillChips({ skills, max = 3, nowrap = false }: SkillChipsProps) {
  const { t } = useTranslation();
  const more = skills.length - max;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: nowrap ? 'nowrap' : 'wrap',
        gap: 0.5,
        minWidth: 0,
        overflow: 'hidden',
      }}
    >
      {skills.slice(0, max).map((skill) => (
        <Chip key={skill} label={skill} size="small" variant="outlined" sx={{ maxWidth: 160, minWidth: 0 }} />
      ))}
      {more > 0 ? (
        <Chip
          label={t('audiences.preview.moreSkills', { count: more })}
          size="small"
          sx={{ flexShrink: 0 }}
        />
      ) : null}
    </Box>
  );
}
