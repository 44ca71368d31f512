import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  candidateFormSchema,
  canChooseCandidateSource,
  needsAssessmentVendor,
  resetOnCountryChange,
  resetOnStateChange,
  resumeIssue,
  type CandidateFormInput,
  type CandidateFormValues,
  type OptionItem,
  type Role,
} from '@talent-desk/shared';
import { useSnackbar } from '@/lib/snackbar';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { clearedFields } from './cleared-fields';
import { CommentsSection } from './comments-section';
import { ContactSection } from './contact-section';
import { ExperienceSection } from './experience-section';
import { FieldCell, FormSection } from '@/components/form-section';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { LocationSection } from './location-section';
import { PersonalSection } from './personal-section';
import { ResumeField } from '@/components/resume-field';
import { saveFailure } from './save-errors';
import { SourceSection } from './source-section';
import { VendorAssessmentSection } from './vendor-assessment-section';

export type CandidateSave = (
  values: CandidateFormValues,
  resume: File | null,
  onProgress: (fraction: number) => void,
) => Promise<void>;

export type CandidateFormProps = {
  mode: 'create' | 'edit';
  actorRole: Role;
  defaultValues: CandidateFormInput;
  knownLanguages?: readonly OptionItem[];
  knownSkills?: readonly OptionItem[];
  /** The assessment gate's reason (CAND-STATUS-28): shown, and saving is not offered. */
  blockedReason?: string | null;
  /** Sends the candidate; resolves when saved (the page then toasts and navigates), throws the API error. */
  onSave: CandidateSave;
  onCancel: () => void;
};

const FORM_FIELDS = new Set<string>([
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'linkedinUrl',
  'country',
  'state',
  'city',
  'yearsOfExperience',
  'languageExternalIds',
  'educationalQualification',
  'skillsExternalIds',
  'comments',
  'experience',
  'source',
  'sourceName',
  'assessmentVendor.expectedRate',
  'assessmentVendor.noticePeriod',
]);

/**
 * THE candidate form, for create and edit (CAND-FORM-01): the shared schema validates it for the
 * signed-in role, the sections show what the country and role call for, create adds the resume.
 */
export function CandidateForm({
  mode,
  actorRole,
  defaultValues,
  knownLanguages = [],
  knownSkills = [],
  blockedReason,
  onSave,
  onCancel,
}: CandidateFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CandidateFormInput, unknown, CandidateFormValues>({
    resolver: zodResolver(candidateFormSchema({ actorRole })),
    defaultValues,
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
    // CAND-STATUS-28: a locked candidate is shown read-only (every field disabled), with the reason.
    disabled: Boolean(blockedReason),
  });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const resumeButton = useRef<HTMLButtonElement>(null);
  // The server's refusal of the resume arrives while the button is still disabled (saving): focus it
  // once saving is over, or the focus is silently lost.
  const [resumeFocusRequest, setResumeFocusRequest] = useState(0);
  useEffect(() => {
    if (resumeFocusRequest > 0 && !saving) resumeButton.current?.focus();
  }, [resumeFocusRequest, saving]);
  const country = useWatch({ control: form.control, name: 'country' });
  // Read while rendering: formState is a proxy that only tracks what the render reads, so reading
  // isSubmitted first in an event handler would see the value of the last render (false).
  const { isSubmitted } = form.formState;
  const creating = mode === 'create';

  // After a submit, the resets revalidate like a typed change (reValidateMode onChange) would.
  const validateOpts = { shouldDirty: true, shouldValidate: isSubmitted };

  // A reset never empties a typed value silently: an info toast names what was cleared.
  const tellCleared = (cause: 'country' | 'state', before: CandidateFormInput, after: CandidateFormInput) => {
    const cleared = clearedFields(before, after);
    if (cleared.length === 0) return;
    const fields = cleared.map((name) => t(`candidateForm.fields.${name}`)).join(', ');
    enqueueSnackbar(t(`candidateForm.cleared.${cause}`, { fields }), { variant: 'info' });
  };
  // CAND-FORM-08: a new country clears state, city, phone, expected rate and notice period.
  const onCountryChange = (next: string) => {
    const current = form.getValues();
    const reset = resetOnCountryChange(current, next);
    if (reset === current) return;
    form.setValue('country', reset.country, validateOpts);
    form.setValue('state', reset.state, validateOpts);
    form.setValue('city', reset.city, validateOpts);
    form.setValue('phone', reset.phone, validateOpts);
    form.setValue('assessmentVendor', reset.assessmentVendor, validateOpts);
    tellCleared('country', current, reset);
  };
  // CAND-FORM-09: a new state clears the city.
  const onStateChange = (next: string) => {
    const current = form.getValues();
    const reset = resetOnStateChange(current, next);
    if (reset === current) return;
    form.setValue('state', reset.state, validateOpts);
    form.setValue('city', reset.city, validateOpts);
    tellCleared('state', current, reset);
  };

  const chooseResume = (file: File | null) => {
    setResume(file);
    setResumeError(file || isSubmitted ? resumeIssue(file) : null);
  };

  // Field errors are shown under their fields only; a toast is for what no field shows.
  const showFailure = (error: unknown) => {
    const failure = saveFailure(error, (name) => FORM_FIELDS.has(name) || (creating && name === 'resume'));
    if (failure.toast) enqueueSnackbar(messageText(failure.toast), { variant: 'error' });
    let focused = false;
    for (const field of failure.fields) {
      if (field.name === 'resume') {
        setResumeError(field.message);
        if (!focused) setResumeFocusRequest((n) => n + 1);
        focused = true;
      } else {
        const name = field.name as FieldPath<CandidateFormInput>;
        form.setError(name, { type: 'server', message: field.message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  const save = async (values: CandidateFormValues) => {
    const issue = creating ? resumeIssue(resume) : null;
    setResumeError(issue);
    if (issue) return false;
    setSaving(true);
    try {
      await onSave(values, resume, setProgress);
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const onSubmit = useFocusingSubmit(form.handleSubmit, save, () => {
    if (creating) setResumeError(resumeIssue(resume));
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard control={form.control} alsoDirty={resume !== null} />
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={3}
        aria-label={t(`candidateForm.title.${mode}`)}
      >
        {blockedReason && (
          <Alert severity="warning" role="status">
            <AlertTitle>{t('candidateForm.locked')}</AlertTitle>
            {messageText(blockedReason)}
          </Alert>
        )}
        <PersonalSection />
        {/* The country before the phone: choosing it resets the phone (CAND-FORM-08). */}
        <LocationSection onCountryChange={onCountryChange} onStateChange={onStateChange} />
        <ContactSection />
        <ExperienceSection knownLanguages={knownLanguages} knownSkills={knownSkills} />
        {canChooseCandidateSource(actorRole) && <SourceSection />}
        {needsAssessmentVendor(country, actorRole) && <VendorAssessmentSection />}
        {creating && (
          <FormSection id="candidate-resume" title={t('candidateForm.sections.resume')}>
            <FieldCell full>
              <ResumeField
                file={resume}
                onChange={chooseResume}
                error={resumeError}
                progress={progress}
                disabled={saving}
                buttonRef={resumeButton}
              />
            </FieldCell>
          </FormSection>
        )}
        <CommentsSection />
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            display: 'flex',
            flexDirection: 'row',
            justifyContent: 'flex-end',
            gap: 1.5,
          }}
        >
          <Button onClick={onCancel} disabled={saving}>
            {t('candidateForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || Boolean(blockedReason)}>
            {saving ? t('candidateForm.saving') : t(`candidateForm.submit.${mode}`)}
          </Button>
        </Paper>
      </Stack>
    </FormProvider>
  );
}
