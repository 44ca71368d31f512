import type {
  AssessmentStatus,
  BackgroundStatus,
  CandidateSource,
  CandidateStatus,
  ScreeningStatus,
} from '@talent-desk/shared';

/** A candidate row as the seed inserts it (explicit id, so junction rows need no round trip). */
export type CandidateRow = {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  linkedinUrl: string | null;
  country: string;
  state: string | null;
  city: string;
  yearsOfExperience: string;
  educationalQualification: string;
  experience: string | null;
  comments: string | null;
  expectedRate: string | null;
  noticePeriod: string | null;
  emailNotifications: boolean;
  eligibleToWorkInUs: boolean | null;
  requireSponsorshipToWorkInUs: boolean | null;
  onSiteWork: boolean | null;
  fullTimeWork: boolean | null;
  rotatingShiftsWork: boolean | null;
  source: CandidateSource;
  sourceName: string | null;
  vendorId: number | null;
  createdByUserId: number | null;
  status: CandidateStatus;
  locationCompliance: boolean;
  preScreeningStatus: ScreeningStatus | null;
  testStatus: ScreeningStatus | null;
  assessmentStatus: AssessmentStatus | null;
  backgroundStatus: BackgroundStatus;
  backgroundStatusUpdatedAt: Date | null;
  gloCandidateId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type AssignmentRow = {
  id: number;
  candidateId: number;
  vacancyId: number;
  status: Exclude<CandidateStatus, 'NOT_ASSIGNED'>;
  gloAssignmentId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type HistoryRow = {
  candidateId: number;
  vacancyId: number | null;
  kind: 'VACANCY_STATUS' | 'BACKGROUND_STATUS';
  fromStatus: string | null;
  toStatus: string;
  changedByUserId: number | null;
  changedAt: Date;
};

export type SkillRow = { candidateId: number; skillId: number; primary: boolean };
export type LanguageRow = { candidateId: number; languageId: number };

/** Everything one batch of candidates brings, ready for the bulk inserts. */
export type CandidateBatch = {
  candidates: CandidateRow[];
  skills: SkillRow[];
  languages: LanguageRow[];
  assignments: AssignmentRow[];
  history: HistoryRow[];
};

export function emptyBatch(): CandidateBatch {
  return { candidates: [], skills: [], languages: [], assignments: [], history: [] };
}
