import type { CandidateFormInput, CandidateRead } from '@talent-desk/shared';

export const LANGUAGE_ID = '10000000-0000-4000-8000-000000000001';
export const SKILL_ID = '20000000-0000-4000-8000-000000000001';
export const CANDIDATE_ID = '30000000-0000-4000-8000-000000000001';
export const VACANCY_ID = '40000000-0000-4000-8000-000000000001';

/** A valid form for a German candidate entered by ADMIN or TAG. */
export function validFormInput(overrides: Partial<CandidateFormInput> = {}): CandidateFormInput {
  return {
    firstName: 'Anna',
    middleName: '',
    lastName: 'Berg',
    email: 'anna.berg@example.com',
    phone: '',
    linkedinUrl: '',
    country: 'Germany',
    state: '',
    city: 'Berlin',
    yearsOfExperience: 'ONE_TO_THREE',
    languageExternalIds: [],
    educationalQualification: 'Bachelor Degree',
    skillsExternalIds: [],
    comments: '',
    assessmentVendor: { expectedRate: '', noticePeriod: '' },
    experience: '',
    source: 'DIRECT_SEARCH',
    sourceName: '',
    ...overrides,
  };
}

/** A stored candidate as GET /api/candidates/{id} answers. */
export function candidateRead(overrides: Partial<CandidateRead> = {}): CandidateRead {
  return {
    externalId: CANDIDATE_ID,
    fullName: 'Anna Berg',
    firstName: 'Anna',
    middleName: null,
    lastName: 'Berg',
    email: 'anna.berg@example.com',
    phone: '+4930123456',
    linkedinUrl: null,
    source: 'DIRECT_SEARCH',
    sourceName: null,
    status: 'PENDING',
    candidateStatuses: [],
    gloCandidateId: null,
    gloAssignmentId: null,
    gloLocked: false,
    preScreeningStatus: null,
    businessGroupExternalId: null,
    inIndiaGroup: false,
    locationCompliance: true,
    assessmentStatus: null,
    backgroundStatus: null,
    backgroundStatusUpdatedAt: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    country: 'Germany',
    state: null,
    city: 'Berlin',
    yearsOfExperience: 'ONE_TO_THREE',
    educationalQualification: 'Bachelor Degree',
    languages: [{ externalId: LANGUAGE_ID, name: 'German', level: null }],
    primaryCandidateSkills: [{ externalId: SKILL_ID, name: 'Java', value: null }],
    secondaryCandidateSkills: [],
    comments: null,
    experience: null,
    assessmentVendor: null,
    resume: { fileName: 'anna-berg.pdf', size: 20480, contentType: 'application/pdf' },
    editBlockedReason: null,
    anonymisedAt: null,
    ...overrides,
  };
}

export function paged<T>(content: T[]) {
  return {
    content,
    totalElements: content.length,
    totalIsExact: true,
    totalPages: 1,
    numberOfElements: content.length,
    pageable: { pageNumber: 1, offset: 0 },
  };
}
