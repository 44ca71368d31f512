import MenuItem from '@mui/material/MenuItem';
import { CANDIDATE_SOURCES, type CandidateFormInput } from '@talent-desk/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCell, FormSection } from '@/components/form-section';
import { OptionSelect } from './option-select';
import { TextInput } from './text-input';
import { useFieldError } from './use-field-error';

/**
 * Source and source name, for ADMIN and TAG only (a VENDOR's candidate is always VENDOR with its own
 * vendor: docs/decisions.md, Candidates). A VENDOR source names one of the vendors; other sources may
 * name where from.
 */
export function SourceSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<CandidateFormInput>();
  const source = useWatch({ control, name: 'source' });
  const sourceNameError = useFieldError('sourceName');

  return (
    <FormSection id="candidate-source" title={t('candidateForm.sections.source')}>
      <FieldCell>
        <TextInput name="source" select label={t('candidateForm.fields.source')} required>
          {CANDIDATE_SOURCES.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`enums.source.${key}`)}
            </MenuItem>
          ))}
        </TextInput>
      </FieldCell>
      <FieldCell>
        {source === 'VENDOR' ? (
          <Controller
            control={control}
            name="sourceName"
            render={({ field }) => (
              <OptionSelect
                id="candidate-sourceName"
                name={field.name}
                kind="sourceNames"
                label={t('candidateForm.fields.vendor')}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={field.disabled}
                required
                {...sourceNameError}
              />
            )}
          />
        ) : (
          <TextInput name="sourceName" label={t('candidateForm.fields.sourceName')} />
        )}
      </FieldCell>
    </FormSection>
  );
}
