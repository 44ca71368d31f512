import { useId, useMemo, useRef, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  audienceFormSchema,
  type AudienceBody,
  type AudienceDetail,
  type AudienceFormMode,
  type AudienceFormValues,
} from '@talent-desk/shared';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normaliseCandidateFilterDraft } from '@/components/candidate-filters/candidate-filter-draft';
import type { FilterValues } from '@/components/filter-panel/filter-field-types';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { AudiencePreview } from '../preview/audience-preview';
import { AudienceFormFooter } from './audience-form-footer';
import { AudienceFormHeader } from './audience-form-header';
import {
  AUDIENCE_FILTER_KEYS,
  audienceFormDefaults,
  filterDraftOf,
  toAudienceBody,
  type AudienceFormInput,
} from './audience-form-values';
import { useAudienceFilterFields } from './audience-filter-fields';
import { AudienceNameField } from './audience-name-field';
import { AudienceFilterSummary } from './audience-filter-summary';
import { AudienceNameText } from './audience-name-text';
import { AudienceOptionsProvider, cityLabel, cityStatesOf, useCityStates } from './city-options-source';
import { useKnownOptions } from './use-known-options';
import { useLivePreviewFilters } from './use-live-preview-filters';
import { useSaveFailure } from './use-save-failure';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';

/** What the host of a campaign step puts under the form (Next), given the form to submit. */
export type AudienceFormFooterSlot = (form: { formId: string; submitting: boolean }) => ReactNode;

export type AudienceFormProps = {
  /** AUD-06: create, edit, view, or embedded in a campaign's first step. */
  mode: AudienceFormMode;
  /** The saved audience (edit, view; a campaign's chosen one). */
  audience?: AudienceDetail;
  /** Saves (create, edit) or hands the audience to the campaign; a rejection is shown (AUD-31/32). */
  onSubmit?: (body: AudienceBody) => Promise<unknown>;
  onCancel?: () => void;
  /** Campaign mode: the host's buttons instead of Cancel and Save. */
  footer?: AudienceFormFooterSlot;
  /** Beside the page title (view: Edit and Delete). */
  actions?: ReactNode;
  /** Campaign mode with a saved audience chosen: its name, filters and preview shown, nothing changed. */
  readOnly?: boolean;
  /** Campaign mode: the host's own fields are changed too (the page has one guard, this form's). */
  hostUnsaved?: boolean;
};

const FILTERS_ID = 'audience-filter';
/** The app bar's height from md up (it stays at the top while the page scrolls). */
const APP_BAR_HEIGHT = 64;
/**
 * On a wide screen the filters stay in view beside a long preview, below the app bar, and scroll on
 * their own with Reset and Search always at hand. (Not in view mode: nothing there to reach, and a
 * scrolling box of disabled fields could not be scrolled from the keyboard.)
 */
const STICKY_FILTERS = {
  position: { md: 'sticky' },
  top: { md: APP_BAR_HEIGHT + 16 },
  maxHeight: { md: `calc(100vh - ${APP_BAR_HEIGHT + 32}px)` },
} as const;

/**
 * The one audience form (AUD-06): the name, the filters on the left (the shared FilterPanel with the
 * candidate and application fields) and on the right the preview of the candidates they match
 * (AUD-09), following the filters as they change (Search follows them at once). View mode shows the
 * name and filters as content, nothing to change, and has no buttons (AUD-13/14); a
 * campaign embeds it without breadcrumbs and with its own footer, the name optional (AUD-25).
 */
export function AudienceForm({
  mode,
  audience,
  onSubmit,
  onCancel,
  footer,
  actions,
  readOnly: readOnlyCampaign = false,
  hostUnsaved = false,
}: AudienceFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const formId = useId();
  const readOnly = mode === 'view' || readOnlyCampaign;
  const fields = useAudienceFilterFields();
  const defaults = useMemo(() => audienceFormDefaults(audience), [audience]);
  const startFilters = useMemo(() => filterDraftOf(defaults), [defaults]);
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    AudienceFormInput,
    unknown,
    AudienceFormValues
  >({
    resolver: zodResolver(audienceFormSchema(mode)),
    defaultValues: defaults,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const draft = useMemo(() => filterDraftOf(values), [values]);
  const live = useLivePreviewFilters(fields, draft, startFilters, !readOnly);
  const known = useKnownOptions(audience);
  const cityStates = useCityStates(known.cities);
  const saveFailed = useSaveFailure(setError);
  const previewRef = useRef<HTMLDivElement>(null);
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  function search(filters: FilterValues) {
    live.searchNow(filters);
    // On a phone the preview sits below the long filter list: show what the search found.
    if (stacked) previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function changeDraft(next: FilterValues) {
    for (const key of AUDIENCE_FILTER_KEYS) {
      if (next[key] !== draft[key]) {
        setValue(key, next[key], { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }
    }
  }
  async function submit(form: AudienceFormValues) {
    if (!onSubmit) return;
    try {
      await onSubmit(toAudienceBody(form));
    } catch (error) {
      saveFailed(error);
    }
  }
  function invalid(errors: FieldErrors<AudienceFormInput>) {
    // The kit focuses the name (useFocusingSubmit); a filter, outside the form element, by its id.
    if (errors.name) return;
    const first = AUDIENCE_FILTER_KEYS.find((key) => errors[key]);
    if (first) document.getElementById(`${FILTERS_ID}-${first}`)?.focus();
  }
  const errors = Object.fromEntries(
    AUDIENCE_FILTER_KEYS.map((key) => {
      const message = formState.errors[key]?.message;
      return [key, message ? messageText(message) : undefined];
    }),
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit, invalid);

  return (
    <Stack spacing={3}>
      {mode === 'campaign' ? null : <AudienceFormHeader mode={mode} audience={audience} actions={actions} />}
      <Paper
        component="form"
        id={formId}
        variant="outlined"
        noValidate
        onSubmit={submitForm}
        sx={{ p: { xs: 2, sm: 2.5 } }}
      >
        {readOnly ? null : <UnsavedChangesGuard control={control} alsoDirty={hostUnsaved} />}
        <Box sx={{ maxWidth: 560 }}>
          {readOnly ? (
            <AudienceNameText name={values.name ?? ''} />
          ) : (
            <AudienceNameField control={control} required={mode !== 'campaign'} disabled={false} />
          )}
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '320px minmax(0, 1fr)',
            lg: '360px minmax(0, 1fr)',
          },
        }}
      >
        <AudienceOptionsProvider knownCities={known.cities} knownLabels={known.labels}>
          {readOnly ? (
            <AudienceFilterSummary
              fields={fields}
              values={startFilters}
              cityLabel={(city) => cityLabel(city, cityStatesOf(known.cities).get(city) ?? [])}
            />
          ) : (
            <FilterPanel
              variant="panel"
              title={t('audiences.form.filters')}
              fields={fields}
              value={live.filters}
              onApply={search}
              draft={draft}
              onDraftChange={changeDraft}
              normalise={(next) => normaliseCandidateFilterDraft(next, cityStates())}
              applyLabel={t('audiences.form.search')}
              clearLabel={t('audiences.form.reset')}
              resetTo={startFilters}
              readOnly={readOnly}
              errors={errors}
              idPrefix={FILTERS_ID}
              sx={STICKY_FILTERS}
            />
          )}
        </AudienceOptionsProvider>
        <Box ref={previewRef} sx={{ minWidth: 0, scrollMarginTop: `${APP_BAR_HEIGHT + 12}px` }}>
          <AudiencePreview filters={live.filters} updating={live.pending} stale={live.invalid} />
        </Box>
      </Box>
      {mode === 'campaign' ? (
        footer?.({ formId, submitting: formState.isSubmitting })
      ) : (
        <AudienceFormFooter
          formId={formId}
          mode={mode}
          submitting={formState.isSubmitting}
          onCancel={onCancel}
        />
      )}
    </Stack>
  );
}
