import { COUNTRY_USA, type CandidateFormInput } from '@talent-desk/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { FieldCell, FormSection } from '@/components/form-section';
import { OptionSelect } from './option-select';
import { TextInput } from './text-input';
import { useFieldError } from './use-field-error';

export type LocationSectionProps = {
  /** CAND-FORM-08 / -09: the form applies the shared dependent resets. */
  onCountryChange: (country: string) => void;
  onStateChange: (state: string) => void;
};

/** country (ENUM-14), state only for USA (CAND-FORM-04), city: that state's cities for USA, else free text. */
export function LocationSection({ onCountryChange, onStateChange }: LocationSectionProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<CandidateFormInput>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const countryError = useFieldError('country');
  const stateError = useFieldError('state');
  const cityError = useFieldError('city');
  const usa = country === COUNTRY_USA;

  return (
    <FormSection id="candidate-location" title={t('candidateForm.sections.location')}>
      <FieldCell>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountrySelect
              id="candidate-country"
              name={field.name}
              value={field.value}
              onChange={onCountryChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={field.disabled}
              label={t('candidateForm.fields.country')}
              {...countryError}
            />
          )}
        />
      </FieldCell>
      {usa && (
        <FieldCell>
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <OptionSelect
                id="candidate-state"
                name={field.name}
                kind="states"
                label={t('candidateForm.fields.state')}
                value={field.value ?? ''}
                onChange={onStateChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={field.disabled}
                required
                {...stateError}
              />
            )}
          />
        </FieldCell>
      )}
      <FieldCell>
        {usa ? (
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <OptionSelect
                // A new state is a new list of cities.
                key={state ?? ''}
                id="candidate-city"
                name={field.name}
                kind="cities"
                params={state ? { state: [state] } : undefined}
                label={t('candidateForm.fields.city')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                disabled={!state || field.disabled}
                error={cityError.error}
                helperText={
                  cityError.helperText ?? (state ? undefined : t('candidateForm.hints.cityNeedsState'))
                }
              />
            )}
          />
        ) : (
          <TextInput
            name="city"
            label={t('candidateForm.fields.city')}
            required
            autoComplete="address-level2"
          />
        )}
      </FieldCell>
    </FormSection>
  );
}
