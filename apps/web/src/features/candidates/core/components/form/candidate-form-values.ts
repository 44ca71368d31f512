import type { CandidateFormInput, CandidateRead, OptionItem } from '@talent-desk/shared';

/** The edit form's starting values: the stored candidate as the form holds it (strings, ids). */
export function candidateToFormInput(candidate: CandidateRead): CandidateFormInput {
  const skills = [...candidate.primaryCandidateSkills, ...candidate.secondaryCandidateSkills];
  return {
    firstName: candidate.firstName,
    middleName: candidate.middleName ?? '',
    lastName: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone ?? '',
    linkedinUrl: candidate.linkedinUrl ?? '',
    country: candidate.country,
    state: candidate.state ?? '',
    city: candidate.city,
    yearsOfExperience: candidate.yearsOfExperience,
    languageExternalIds: candidate.languages.map((language) => language.externalId),
    educationalQualification: candidate.educationalQualification,
    skillsExternalIds: [...new Set(skills.map((skill) => skill.externalId))],
    comments: candidate.comments ?? '',
    assessmentVendor: {
      expectedRate: candidate.assessmentVendor ? String(candidate.assessmentVendor.expectedRate) : '',
      noticePeriod: candidate.assessmentVendor?.noticePeriod ?? '',
    },
    experience: candidate.experience ?? '',
    source: candidate.source,
    sourceName: candidate.sourceName ?? '',
  };
}

/** Names of the candidate's languages and skills, so their chips read as names before any search. */
export function knownOptionsOf(candidate: CandidateRead): { languages: OptionItem[]; skills: OptionItem[] } {
  const item = ({ externalId, name }: { externalId: string; name: string }): OptionItem => ({
    value: externalId,
    label: name,
    externalId,
  });
  return {
    languages: candidate.languages.map(item),
    skills: [...candidate.primaryCandidateSkills, ...candidate.secondaryCandidateSkills].map(item),
  };
}
