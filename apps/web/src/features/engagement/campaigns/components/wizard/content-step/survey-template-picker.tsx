import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSurveyTemplateChoices } from '../../../api/get-survey-template-choices';
import { SearchSelect, type Choice } from '../../search-select';

export type SurveyTemplatePickerProps = {
  value: string | null;
  /** The saved survey's title, before any list has loaded. */
  savedTitle: string | null;
  onChange: (externalId: string | null) => void;
  error?: string;
};

/** Step 2's optional survey: a survey template, copied into the campaign when it is scheduled. */
export function SurveyTemplatePicker({ value, savedTitle, onChange, error }: SurveyTemplatePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useSurveyTemplateChoices(search);
  const options = useMemo<Choice[]>(
    () => (choices.data?.content ?? []).map((row) => ({ id: row.externalId, label: row.title })),
    [choices.data],
  );
  // The chosen survey's title, kept while the list shows another search.
  const [chosen, setChosen] = useState<Choice | null>(
    value ? { id: value, label: savedTitle ?? value } : null,
  );
  return (
    <SearchSelect
      id="campaign-survey-template"
      label={t('campaigns.contentStep.survey')}
      value={chosen}
      onChange={(choice) => {
        setChosen(choice);
        onChange(choice?.id ?? null);
      }}
      options={options}
      onSearch={setSearch}
      loading={choices.isFetching}
      error={Boolean(error)}
      helperText={error ?? t('campaigns.contentStep.surveyHint')}
    />
  );
}
