import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  VACANCY_LIMITS,
  VACANCY_STATUSES,
  VACANCY_TYPES,
  vacancyBodySchema,
  type OptionItem,
  type VacancyBody,
} from '@talent-desk/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';
import { NameSuggestField } from '@/components/async-autocomplete/name-suggest-field';
import { optionKey } from '@/components/async-autocomplete/options-source';
import { FormFooter } from '@/components/form/form-footer';
import { showSaveFailure } from '@/components/form/save-failure';
import { FormTextField } from '@/components/form/form-text-field';
import { FieldCell, FormSection } from '@/components/form-section';
import { BusinessGroupSelect } from './business-group-select';
import type { VacancyFormInput } from './vacancy-form-values';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

export type VacancyFormProps = {
  defaultValues: VacancyFormInput;
  defaultSkills: OptionItem[];
  submitLabel: string;
  onSubmit: (body: VacancyBody) => Promise<unknown>;
  onCancel: () => void;
  /** The GLO-R id cannot be changed (an import saves under the id it was asked for), with this hint. */
  lockedGloIdHint?: string;
};

type FieldName = FieldPath<VacancyFormInput>;

/**
 * The vacancy form (create, edit, import review): the shared body schema through zodResolver, so the
 * browser and the API say the same thing; a 400 or 409 from the server lands under its field.
 */
export function VacancyForm({
  defaultValues,
  defaultSkills,
  submitLabel,
  onSubmit,
  onCancel,
  lockedGloIdHint,
}: VacancyFormProps) {
  const { t } = useTranslation();
  const [skills, setSkills] = useState<OptionItem[]>(defaultSkills);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VacancyFormInput, unknown, VacancyBody>({
    resolver: zodResolver(vacancyBodySchema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setValue, formState } = form;

  async function submit(body: VacancyBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormError(showSaveFailure(error, setError, 'gloVacancyId', t('messages.somethingWentWrong')));
    }
  }

  const text = (
    name: FieldName,
    label: string,
    options: { required?: boolean; multiline?: boolean; max?: number; readOnlyHint?: string } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`vacancy-${name}`}
      label={label}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 6 : undefined}
      helperText={options.readOnlyHint}
      slotProps={{ htmlInput: { maxLength: options.max, readOnly: Boolean(options.readOnlyHint) } }}
    />
  );

  // SET-03, SET-04: the names Settings manages, suggested; a new one typed here joins its list on save.
  const suggest = (
    name: 'projectName' | 'hiringManager' | 'workingLocation',
    kind: 'projects' | 'hiringManagers' | 'workingLocations',
    label: string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NameSuggestField
          id={`vacancy-${name}`}
          kind={kind}
          name={field.name}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          maxLength={VACANCY_LIMITS.textMax}
        />
      )}
    />
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submitForm}>
      <UnsavedChangesGuard control={control} />
      <FormSection id="vacancy-basics" title={t('vacancies.form.basics')}>
        <FieldCell full>
          {text('title', t('vacancies.fields.title'), { required: true, max: VACANCY_LIMITS.titleMax })}
        </FieldCell>
        <FieldCell>
          {text('gloVacancyId', t('vacancies.fields.gloVacancyId'), {
            max: VACANCY_LIMITS.gloVacancyIdMax,
            readOnlyHint: lockedGloIdHint,
          })}
        </FieldCell>
        <FieldCell>
          <Controller
            name="openings"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="vacancy-openings"
                type="number"
                label={t('vacancies.fields.openings')}
                required
                fullWidth
                // An empty box is NaN: the schema then says what openings must be.
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                }
                value={Number.isNaN(field.value) ? '' : field.value}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { min: 1, max: VACANCY_LIMITS.openingsMax, step: 1 } }}
              />
            )}
          />
        </FieldCell>
        <FieldCell>
          <FormTextField
            control={control}
            name="type"
            id="vacancy-type"
            label={t('vacancies.fields.type')}
            required
            options={VACANCY_TYPES.map((type) => ({ value: type, label: t(`enums.vacancyType.${type}`) }))}
          />
        </FieldCell>
        <FieldCell>
          <FormTextField
            control={control}
            name="status"
            id="vacancy-status"
            label={t('vacancies.fields.status')}
            required
            options={VACANCY_STATUSES.map((status) => ({
              value: status,
              label: t(`enums.vacancyStatus.${status}`),
            }))}
          />
        </FieldCell>
      </FormSection>

      <FormSection id="vacancy-organisation" title={t('vacancies.form.organisation')}>
        <FieldCell>
          <Controller
            name="businessGroupExternalId"
            control={control}
            render={({ field, fieldState }) => (
              <BusinessGroupSelect
                {...field}
                id="vacancy-businessGroup"
                value={field.value ?? ''}
                label={t('vacancies.fields.businessGroup')}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </FieldCell>
        <FieldCell>{suggest('projectName', 'projects', t('vacancies.fields.projectName'))}</FieldCell>
        <FieldCell>
          {suggest('hiringManager', 'hiringManagers', t('vacancies.fields.hiringManager'))}
        </FieldCell>
        <FieldCell>
          {suggest('workingLocation', 'workingLocations', t('vacancies.fields.workingLocation'))}
        </FieldCell>
      </FormSection>

      <FormSection id="vacancy-role" title={t('vacancies.form.role')}>
        <FieldCell full>
          <AsyncAutocomplete
            id="vacancy-skills"
            kind="skills"
            label={t('vacancies.fields.requiredSkills')}
            value={skills}
            onChange={(next) => {
              setSkills(next);
              setValue('requiredSkillExternalIds', next.map(optionKey), { shouldValidate: true });
            }}
            error={Boolean(formState.errors.requiredSkillExternalIds)}
            helperText={formState.errors.requiredSkillExternalIds?.message}
            size="medium"
          />
        </FieldCell>
        <FieldCell full>
          {text('description', t('vacancies.fields.description'), {
            multiline: true,
            max: VACANCY_LIMITS.descriptionMax,
          })}
        </FieldCell>
      </FormSection>

      <FormFooter
        error={formError}
        cancelLabel={t('vacancies.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
      />
    </Stack>
  );
}
