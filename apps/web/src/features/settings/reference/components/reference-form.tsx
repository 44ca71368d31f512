import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { SETTINGS_LIMITS, type SettingsListKind } from '@talent-desk/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/form/form-footer';
import { FormTextField } from '@/components/form/form-text-field';
import { isApiError } from '@/lib/http';
import { SETTINGS_KINDS, type SettingsField, type SettingsFormValues } from './settings-kinds';
import { StateSelect, type StateOption } from './state-select';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

export type ReferenceFormProps = {
  kind: SettingsListKind;
  defaultValues: SettingsFormValues;
  /** A city's state as shown when editing (its name; the form keeps the id). */
  initialState?: StateOption | null;
  submitLabel: string;
  onSubmit: (body: SettingsFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** Shown before the fields (the import's read-only GLO-R id). */
  before?: ReactNode;
};

const FIELD_PATHS: readonly SettingsField[] = ['name', 'iso2', 'code', 'stateExternalId'];
const isField = (path: string): path is SettingsField => (FIELD_PATHS as readonly string[]).includes(path);

/**
 * The form of one settings list item on the list's shared schema (SET-04). The server's 400 and its
 * 409 for a taken name or code land under their field; an item in use is the 409's own message.
 */
export function ReferenceForm({
  kind,
  defaultValues,
  initialState = null,
  submitLabel,
  onSubmit,
  onCancel,
  before,
}: ReferenceFormProps) {
  const { t } = useTranslation();
  const config = SETTINGS_KINDS[kind];
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<StateOption | null>(initialState);
  const { control, handleSubmit, setError, formState } = useForm<SettingsFormValues>({
    resolver: zodResolver(config.bodySchema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  async function submit(body: SettingsFormValues) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const fields = isApiError(error) ? error.fields.filter((f) => isField(f.path)) : [];
      if (isApiError(error) && fields.length > 0) {
        fields.forEach((field, index) =>
          setError(
            field.path as FieldPath<SettingsFormValues>,
            { message: field.message },
            { shouldFocus: index === 0 },
          ),
        );
      } else if (isApiError(error) && error.status === 409) {
        setFormError(error.message);
      } else {
        setFormError(t('messages.somethingWentWrong'));
      }
    }
  }

  const text = (name: Exclude<SettingsField, 'stateExternalId'>) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      id={`settings-${kind}-${name}`}
      label={t(`settingsLists.fields.${name === 'name' ? 'name' : 'code'}`)}
      required
      helperText={name === 'name' ? undefined : t(`settingsLists.codeHints.${name}`)}
      maxLength={name === 'name' ? SETTINGS_LIMITS.nameMax : 2}
    />
  );

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submitForm} sx={{ maxWidth: 560 }}>
      {before}
      {config.fields.map((name) =>
        name === 'stateExternalId' ? (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <StateSelect
                id={`settings-${kind}-state`}
                value={state}
                onChange={(next) => {
                  setState(next);
                  field.onChange(next?.externalId ?? '');
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : (
          text(name)
        ),
      )}
      <FormFooter
        error={formError}
        cancelLabel={t('settingsLists.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
      />
    </Stack>
  );
}
