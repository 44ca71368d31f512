import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COUNTRY_USA,
  QUALIFICATIONS,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  YEARS_OF_EXPERIENCE,
  publicApplicationSchema,
  type PublicApplication,
  type PublicApplicationInput,
} from '@talent-desk/shared';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { PhoneField } from '@/components/phone-field';
import { isApiError } from '@/lib/http';
import { useApplyToVacancy } from '../api/apply-to-vacancy';

const EMPTY: PublicApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  yearsOfExperience: '' as PublicApplicationInput['yearsOfExperience'],
  educationalQualification: '' as PublicApplicationInput['educationalQualification'],
  website: '',
};

type TextName = 'firstName' | 'lastName' | 'email' | 'state' | 'city';

/** The application: the candidate's rules for each field (shared schema), a resume, upload progress. */
export function ApplyForm({ vacancyId, onApplied }: { vacancyId: string; onApplied: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyToVacancy(vacancyId);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    PublicApplicationInput,
    unknown,
    PublicApplication
  >({
    resolver: zodResolver(publicApplicationSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const country = useWatch({ control, name: 'country' });

  // A missing resume is said together with the fields' messages, not only once they are right.
  function checkResume() {
    if (!resume) setResumeError(t('apply.resumeRequired'));
  }

  async function submit(application: PublicApplication) {
    setFormError(null);
    if (!resume) {
      setResumeError(t('apply.resumeRequired'));
      return;
    }
    try {
      await apply.mutateAsync({ application, resume, onProgress: setProgress });
      onApplied();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
        for (const field of error.fields) {
          if (field.path === 'resume') setResumeError(field.message);
          else if (field.path in EMPTY)
            setError(field.path as FieldPath<PublicApplicationInput>, { message: field.message });
          else setFormError(error.message);
        }
      } else if (isApiError(error) && (error.status === 429 || error.status === 404)) {
        setFormError(error.message);
      } else {
        setFormError(t('messages.somethingWentWrong'));
      }
    }
  }

  const text = (name: TextName, label: string, required = true, type = 'text') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`apply-${name}`}
          value={field.value ?? ''}
          label={label}
          type={type}
          required={required}
          fullWidth
          autoComplete={
            {
              firstName: 'given-name',
              lastName: 'family-name',
              email: 'email',
              state: 'address-level1',
              city: 'address-level2',
            }[name]
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const select = (
    name: 'yearsOfExperience' | 'educationalQualification',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`apply-${name}`}
          select
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => void handleSubmit(submit, checkResume)(event)}
      aria-labelledby="apply-heading"
    >
      <Typography id="apply-heading" variant="h2" component="h2">
        {t('apply.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        {text('firstName', t('apply.fields.firstName'))}
        {text('lastName', t('apply.fields.lastName'))}
      </Stack>
      {text('email', t('apply.fields.email'), true, 'email')}
      <Controller
        name="country"
        control={control}
        render={({ field, fieldState }) => (
          <CountrySelect
            name={field.name}
            label={t('apply.fields.country')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="phone"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneField
            id="apply-phone"
            label={t('apply.fields.phone')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            country={country}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        {country === COUNTRY_USA ? text('state', t('apply.fields.state')) : null}
        {text('city', t('apply.fields.city'))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        {select(
          'yearsOfExperience',
          t('apply.fields.yearsOfExperience'),
          YEARS_OF_EXPERIENCE.map((value) => ({ value, label: t(`enums.yearsOfExperience.${value}`) })),
        )}
        {select(
          'educationalQualification',
          t('apply.fields.educationalQualification'),
          QUALIFICATIONS.map((value) => ({ value, label: value })),
        )}
      </Stack>
      <Box>
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          {resume ? t('apply.changeResume') : t('apply.chooseResume')}
          <input
            hidden
            type="file"
            name="resume"
            accept={RESUME_ACCEPT}
            aria-invalid={resumeError ? 'true' : 'false'}
            onChange={(event) => {
              setResume(event.target.files?.[0] ?? null);
              setResumeError(null);
            }}
          />
        </Button>
        <Typography
          variant="body2"
          sx={{ mt: 1 }}
          color={resumeError ? 'error' : 'text.secondary'}
          role={resumeError ? 'alert' : undefined}
        >
          {resumeError ??
            (resume
              ? resume.name
              : t('apply.resumeHint', {
                  types: RESUME_EXTENSIONS.join(', '),
                  size: RESUME_MAX_BYTES / 1024 / 1024,
                }))}
        </Typography>
      </Box>
      {/* A honeypot: hidden from people and screen readers, filled by bots. */}
      <Controller
        name="website"
        control={control}
        render={({ field }) => (
          <input
            {...field}
            value={field.value ?? ''}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1 }}
          />
        )}
      />
      {formState.isSubmitting ? (
        <LinearProgress variant="determinate" value={progress * 100} aria-label={t('apply.uploading')} />
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('apply.submit')}
      </Button>
    </Stack>
  );
}
