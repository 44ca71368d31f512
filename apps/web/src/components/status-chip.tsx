import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import {
  assessmentColour,
  backgroundStatusColour,
  candidateStatusColour,
  COUNTRY_USA,
  vacancyStatusColour,
  type AssessmentStatus,
  type BackgroundStatus,
  type CandidateStatus,
  type StatusColour,
  type VacancyStatus,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The spec's status colours as soft chips: a tinted background with dark text of the same hue, so
 * every pair reads at 7:1 or better (the theme's solid warning colour with white text does not reach 4.5:1).
 */
export const STATUS_CHIP_PALETTE = {
  green: { bg: '#e3f3e6', fg: '#145a28', border: '#b5dcbf' },
  yellow: { bg: '#fff3d1', fg: '#6b4500', border: '#f0d58a' },
  red: { bg: '#fde6e6', fg: '#9b1c1c', border: '#f3b8b8' },
  gray: { bg: '#eceff4', fg: '#374151', border: '#d3d8e0' },
  // The campaign statuses Scheduled and Archived (CAMP-45).
  lightBlue: { bg: '#e1f1fb', fg: '#0b4f75', border: '#a9d4ee' },
  orange: { bg: '#ffe9d6', fg: '#8a3a00', border: '#f5c096' },
} as const satisfies Record<StatusColour, { bg: string; fg: string; border: string }>;

/** The same hues for the dark scheme: a deep tint with light text of the hue, again 7:1 or better. */
export const STATUS_CHIP_PALETTE_DARK = {
  green: { bg: '#123522', fg: '#9fe0b1', border: '#2b6b43' },
  yellow: { bg: '#3a2c07', fg: '#f6d58a', border: '#7a5b12' },
  red: { bg: '#431a1a', fg: '#f8b4b4', border: '#863232' },
  gray: { bg: '#262f40', fg: '#d5dbe5', border: '#46526a' },
  lightBlue: { bg: '#0d3047', fg: '#a7d8f5', border: '#24607f' },
  orange: { bg: '#42240d', fg: '#fbc597', border: '#8a4a1a' },
} as const satisfies Record<StatusColour, { bg: string; fg: string; border: string }>;

/** The chip colours of the theme's scheme. */
export function statusChipPalette(mode: 'light' | 'dark') {
  return mode === 'dark' ? STATUS_CHIP_PALETTE_DARK : STATUS_CHIP_PALETTE;
}

export type StatusChipProps = Omit<ChipProps, 'color' | 'label'> & {
  label: string;
  colour: StatusColour;
};

/** A status label in one of the spec's colours (FMT-03, FMT-04). */
export function StatusChip({ label, colour, sx, size = 'small', ...props }: StatusChipProps) {
  const { bg, fg, border } = statusChipPalette(useTheme().palette.mode)[colour];
  return (
    <Chip
      {...props}
      size={size}
      label={label}
      data-colour={colour}
      sx={[
        { bgcolor: bg, color: fg, border: `1px solid ${border}`, fontWeight: 600, maxWidth: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

type ChipRest = Omit<StatusChipProps, 'label' | 'colour'>;

/** The screen texts of the status chips, for where the text is needed without the chip (titles, cards). */
export const statusText = {
  candidate: (t: TFunction, status: CandidateStatus) => t(`enums.candidateStatus.${status}`),
  /** ENUM-08: 'Not Active' outside the USA. */
  background: (t: TFunction, status: BackgroundStatus | null | undefined, country: string | null) =>
    country === COUNTRY_USA
      ? t(`enums.backgroundStatus.${status ?? 'NOT_INITIATED'}`)
      : t('enums.backgroundNotActive'),
  /** ENUM-07: no status yet reads 'Pending'. */
  assessment: (t: TFunction, status: AssessmentStatus | null | undefined) =>
    t(`enums.assessmentStatus.${status ?? 'NONE'}`),
};

/** A candidate's status against a vacancy (ENUM-01, FMT-03). */
export function CandidateStatusChip({ status, ...rest }: ChipRest & { status: CandidateStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip {...rest} label={statusText.candidate(t, status)} colour={candidateStatusColour(status)} />
  );
}

/** A vacancy's status: Open green, On Hold yellow, anything else red (FMT-04). */
export function VacancyStatusChip({ status, ...rest }: ChipRest & { status: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip {...rest} label={t(`enums.vacancyStatus.${status}`)} colour={vacancyStatusColour(status)} />
  );
}

/** Background check (ENUM-08): 'Not Active' outside the USA, the status otherwise. */
export function BackgroundStatusChip({
  status,
  country,
  ...rest
}: ChipRest & { status: BackgroundStatus | null | undefined; country: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      {...rest}
      label={statusText.background(t, status, country)}
      colour={backgroundStatusColour(status, country)}
    />
  );
}

/** Assessment (ENUM-07): no status yet reads 'Pending'. */
export function AssessmentStatusChip({
  status,
  ...rest
}: ChipRest & { status: AssessmentStatus | null | undefined }) {
  const { t } = useTranslation();
  return <StatusChip {...rest} label={statusText.assessment(t, status)} colour={assessmentColour(status)} />;
}
