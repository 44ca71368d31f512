import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailTemplateChoices, useEmailTemplateTitle } from '../../../api/get-email-template-choices';
import { SearchSelect, type Choice } from '../../search-select';

export type EmailTemplatePickerProps = {
  /** The template the e-mail was last filled from, or null. */
  value: string | null;
  /** A template was chosen: the form fills the e-mail from it. */
  onPick: (externalId: string) => void;
  /** The choice was cleared: the e-mail stays as it is, no longer tied to a template. */
  onClear: () => void;
  busy: boolean;
};

/** Step 2: pick one of the e-mail templates to fill the e-mail (then change it at will), or write one. */
export function EmailTemplatePicker({ value, onPick, onClear, busy }: EmailTemplatePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const choices = useEmailTemplateChoices(search);
  const options = useMemo<Choice[]>(
    () => (choices.data?.content ?? []).map((row) => ({ id: row.externalId, label: row.title })),
    [choices.data],
  );
  const listed = options.find((option) => option.id === value);
  const title = useEmailTemplateTitle(value, !listed);
  const chosen = value ? (listed ?? { id: value, label: title.data ?? t('app.loading') }) : null;
  return (
    <SearchSelect
      id="campaign-email-template"
      label={t('campaigns.contentStep.template')}
      value={chosen}
      onChange={(choice) => (choice ? onPick(choice.id) : onClear())}
      options={options}
      onSearch={setSearch}
      loading={choices.isFetching || busy}
      helperText={t('campaigns.contentStep.templateHint')}
    />
  );
}
