import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  DISTRIBUTION_LIST_LIMITS,
  distributionListFormSchema,
  invalidAddressMessage,
  SETTINGS_LIMITS,
  splitAddressText,
  type DistributionListBody,
  type DistributionListFormValues,
} from '@talent-desk/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '@/components/form/form-footer';
import { FormTextField } from '@/components/form/form-text-field';
import { isApiError } from '@/lib/http';
import { useFocusingSubmit } from '@/components/form/use-focusing-submit';

export type DistributionListFormProps = {
  defaultValues: DistributionListFormValues;
  submitLabel: string;
  onSubmit: (body: DistributionListBody) => Promise<unknown>;
  onCancel: () => void;
};

type Field = keyof DistributionListFormValues;

/** The form's own field for a server path: 'addresses.3' is the addresses box (the 4th entry). */
function fieldOf(path: string): Field | null {
  const head = path.split('.')[0];
  return head === 'name' || head === 'description' || head === 'addresses' ? head : null;
}

/**
 * A distribution list (SET-03: distribution-list/new, distribution-list/{id}/edit): name, description and
 * the addresses in one box, one a line or separated by commas. The shared form schema names each invalid
 * entry by its line; the server's 400 (by entry index) and 409 (a taken name) land under their field.
 */
export function DistributionListForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: DistributionListFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues, formState } = useForm<
    DistributionListFormValues,
    unknown,
    DistributionListBody
  >({
    resolver: zodResolver(distributionListFormSchema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first invalid field in the page's order (useFocusingSubmit).
    shouldFocusError: false,
  });

  /** The server names an entry by its index in the body: tell its line, as the form does. */
  function serverMessage(path: string, message: string): string {
    const index = Number(path.split('.')[1]);
    const entry = Number.isInteger(index) ? splitAddressText(getValues('addresses'))[index] : undefined;
    return entry ? invalidAddressMessage(entry.line, entry.value, message) : message;
  }

  async function submit(body: DistributionListBody) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const fields = isApiError(error)
        ? error.fields.flatMap((f) => {
            const name = fieldOf(f.path);
            return name ? [{ name, message: serverMessage(f.path, f.message) }] : [];
          })
        : [];
      if (fields.length > 0) {
        fields.forEach(({ name, message }, index) =>
          setError(name, { message }, { shouldFocus: index === 0 }),
        );
      } else if (isApiError(error) && error.status === 409) {
        setFormError(error.message);
      } else {
        setFormError(t('messages.somethingWentWrong'));
      }
    }
  }

  const submitForm = useFocusingSubmit(handleSubmit, submit);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submitForm} sx={{ maxWidth: 640 }}>
      <FormTextField
        control={control}
        name="name"
        id="distribution-list-name"
        label={t('settingsLists.fields.name')}
        required
        maxLength={SETTINGS_LIMITS.nameMax}
      />
      <FormTextField
        control={control}
        name="description"
        id="distribution-list-description"
        label={t('settingsLists.fields.description')}
        maxLength={DISTRIBUTION_LIST_LIMITS.descriptionMax}
      />
      <FormTextField
        control={control}
        name="addresses"
        id="distribution-list-addresses"
        label={t('settingsLists.fields.addresses')}
        required
        multiline
        minRows={6}
        maxRows={16}
        // Several invalid lines: one message a line.
        helperText={t('settingsLists.addressesHint')}
        slotProps={{ formHelperText: { sx: { whiteSpace: 'pre-line' } } }}
      />
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

/** The form's values of a saved list: one address a line. */
export function distributionListFormValues(row?: {
  name: string;
  description?: string | null;
  addresses?: readonly string[];
}): DistributionListFormValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    addresses: (row?.addresses ?? []).join('\n'),
  };
}
