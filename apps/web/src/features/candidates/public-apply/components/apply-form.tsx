import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COUNTRY_USA,
  QUALIFICATIONS,
  YEARS_OF_EXPERIENCE,
  publicApplicationSchema,
  resumeIssue,
  type PublicApplication,
  type PublicApplicationInput,
} from '@talent-desk/shared';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCountrySelect } from '@/components/form/form-country-select';
import { FormError } from '@/components/form/form-error';
import { FormPhoneField } from '@/components/form/form-phone-field';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { ResumeField } from '@/components/resume-field';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useApplyToVacancy } from '../api/apply-to-vacancy';
import { ApplicationQuestions } from './application-questions';
import { applyFailure } from './apply-failure';
import { ApplySelectField, ApplyTextField } from './apply-fields';
import { HoneypotField } from './honeypot-field';

const EMPTY: PublicApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  yearsOfExperience: '',
  educationalQualification: '',
  // The yes/no questions start unanswered (null is sent as no answer).
  eligibleToWorkInUS: null,
  requireSponsorshipToWorkInUS: null,
  onSiteWork: null,
  fullTimeWork: null,
  rotatingShiftsWork: null,
  website: '',
};
const FIELDS = new Set(Object.keys(EMPTY));

export type ApplyFormProps = { vacancyId: string; onApplied: () => void };

/**
 * The application: the candidate's rules for each field (the shared schema), the optional yes/no
 * questions, a resume, upload progress.
 */
export function ApplyForm({ vacancyId, onApplied }: ApplyFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const apply = useApplyToVacancy(vacancyId);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const form = useForm<PublicApplicationInput, unknown, PublicApplication>({
    resolver: zodResolver(publicApplicationSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const { control, formState } = form;
  const country = useWatch({ control, name: 'country' });

  const chooseResume = (file: File | null) => {
    setResume(file);
    setResumeError(file || formState.isSubmitted ? resumeIssue(file) : null);
  };

  const showFailure = (error: unknown) => {
    const failure = applyFailure(error, (name) => FIELDS.has(name) || name === 'resume');
    setAlert(failure.alert ? messageText(failure.alert) : null);
    let focused = false;
    for (const field of failure.fields) {
      if (field.name === 'resume') {
        setResumeError(field.message);
        if (!focused) resumeButton.current?.focus();
      } else {
        const name = field.name as FieldPath<PublicApplicationInput>;
        form.setError(name, { type: 'server', message: field.message }, { shouldFocus: !focused });
      }
      focused = true;
    }
  };

  const send = async (application: PublicApplication) => {
    setAlert(null);
    const issue = resumeIssue(resume);
    setResumeError(issue);
    if (issue || !resume) return false;
    setProgress(0);
    try {
      await apply.mutateAsync({ application, resume, onProgress: setProgress });
      onApplied();
    } catch (error) {
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };

  // A missing resume is said together with the fields' messages, not only once they are right.
  const onSubmit = useFocusingSubmit(form.handleSubmit, send, () => setResumeError(resumeIssue(resume)));

  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby="apply-heading">
        <Typography id="apply-heading" variant="h2" component="h2">
          {t('apply.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <ApplyTextField name="firstName" label={t('apply.fields.firstName')} />
          <ApplyTextField name="lastName" label={t('apply.fields.lastName')} />
        </Stack>
        <ApplyTextField name="email" type="email" label={t('apply.fields.email')} />
        <FormCountrySelect
          control={control}
          name="country"
          id="apply-country"
          label={t('apply.fields.country')}
        />
        <FormPhoneField
          control={control}
          name="phone"
          id="apply-phone"
          label={t('apply.fields.phone')}
          country={country}
          autoComplete="tel"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          {country === COUNTRY_USA ? <ApplyTextField name="state" label={t('apply.fields.state')} /> : null}
          <ApplyTextField name="city" label={t('apply.fields.city')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <ApplySelectField
            name="yearsOfExperience"
            label={t('apply.fields.yearsOfExperience')}
            options={YEARS_OF_EXPERIENCE.map((value) => ({
              value,
              label: t(`enums.yearsOfExperience.${value}`),
            }))}
          />
          <ApplySelectField
            name="educationalQualification"
            label={t('apply.fields.educationalQualification')}
            options={QUALIFICATIONS.map((value) => ({ value, label: value }))}
          />
        </Stack>
        <ApplicationQuestions />
        <ResumeField
          file={resume}
          onChange={chooseResume}
          error={resumeError}
          progress={progress}
          // Never disabled: a refused resume moves the focus here while the upload is finishing.
          buttonRef={resumeButton}
        />
        <HoneypotField />
        <FormError message={alert} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={progress !== null}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {progress !== null ? t('apply.sending') : t('apply.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
