import {
  ASSESSMENT_NONE_LABEL,
  ASSESSMENT_STATUS_LABELS,
  BACKGROUND_NOT_ACTIVE_LABEL,
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_STATUS_LABELS,
  CAMPAIGN_STATUS_LABELS,
  MAIL_STATUS_LABELS,
  NOTICE_PERIOD_LABELS,
  SCREENING_STATUS_LABELS,
  VACANCY_STATUS_LABELS,
  VACANCY_TYPE_LABELS,
  YEARS_OF_EXPERIENCE_LABELS,
} from '@talent-desk/shared';
import { RECIPIENT_STATE_LABELS } from './en-campaigns';

/** English labels of the shared enumerations, for every wing's chips, filters and selects. */
export const enEnums = {
  /** Screen labels of the shared enumerations (ENUM-01..22). */
  enums: {
    candidateStatus: CANDIDATE_STATUS_LABELS,
    vacancyStatus: VACANCY_STATUS_LABELS,
    vacancyType: VACANCY_TYPE_LABELS,
    backgroundStatus: BACKGROUND_STATUS_LABELS,
    backgroundNotActive: BACKGROUND_NOT_ACTIVE_LABEL,
    assessmentStatus: { ...ASSESSMENT_STATUS_LABELS, NONE: ASSESSMENT_NONE_LABEL },
    source: CANDIDATE_SOURCE_LABELS,
    screeningStatus: SCREENING_STATUS_LABELS,
    noticePeriod: NOTICE_PERIOD_LABELS,
    yearsOfExperience: YEARS_OF_EXPERIENCE_LABELS,
    mailStatus: MAIL_STATUS_LABELS,
    campaignStatus: CAMPAIGN_STATUS_LABELS,
    recipientState: RECIPIENT_STATE_LABELS,
  },
} as const;
