import MenuItem from '@mui/material/MenuItem';
import {
  QUALIFICATIONS,
  SKILLS_MIN_CHARS,
  yearsOfExperienceOptions,
  type CandidateFormInput,
  type OptionItem,
} from '@talent-desk/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { IdsAutocomplete } from './ids-autocomplete';
import { TextInput } from './text-input';
import { useFieldError } from './use-field-error';

export type ExperienceSectionProps = {
  knownLanguages: readonly OptionItem[];
  knownSkills: readonly OptionItem[];
};

/** Years of experience (India labels: CAND-FORM-11), qualification, languages, skills (CAND-FORM-12), experience. */
export function ExperienceSection({ knownLanguages, knownSkills }: ExperienceSectionProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CandidateFormInput>();
  const country = useWatch({ control, name: 'country' });
  const languagesError = useFieldError('languageExternalIds');
  const skillsError = useFieldError('skillsExternalIds');

  return (
    <FormSection id="candidate-experience" title={t('candidateForm.sections.experience')}>
      <FieldCell>
        <TextInput
          name="yearsOfExperience"
          select
          label={t('candidateForm.fields.yearsOfExperience')}
          required
        >
          {yearsOfExperienceOptions(country).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextInput>
      </FieldCell>
      <FieldCell>
        <TextInput
          name="educationalQualification"
          select
          label={t('candidateForm.fields.educationalQualification')}
          required
        >
          {QUALIFICATIONS.map((qualification) => (
            <MenuItem key={qualification} value={qualification}>
              {qualification}
            </MenuItem>
          ))}
        </TextInput>
      </FieldCell>
      <FieldCell>
        <Controller
          control={control}
          name="languageExternalIds"
          render={({ field }) => (
            <IdsAutocomplete
              id="candidate-languages"
              name={field.name}
              kind="languages"
              label={t('candidateForm.fields.languages')}
              value={field.value ?? []}
              onChange={field.onChange}
              disabled={field.disabled}
              known={knownLanguages}
              {...languagesError}
            />
          )}
        />
      </FieldCell>
      <FieldCell>
        <Controller
          control={control}
          name="skillsExternalIds"
          render={({ field }) => (
            <IdsAutocomplete
              id="candidate-skills"
              name={field.name}
              kind="skills"
              label={t('candidateForm.fields.skills')}
              value={field.value ?? []}
              onChange={field.onChange}
              disabled={field.disabled}
              known={knownSkills}
              minChars={SKILLS_MIN_CHARS}
              placeholder={t('candidateForm.hints.skills', { count: SKILLS_MIN_CHARS })}
              {...skillsError}
            />
          )}
        />
      </FieldCell>
      <FieldCell full>
        <TextInput
          name="experience"
          label={t('candidateForm.fields.experience')}
          multiline
          minRows={3}
          hint={t('candidateForm.hints.experience')}
        />
      </FieldCell>
    </FormSection>
  );
}
