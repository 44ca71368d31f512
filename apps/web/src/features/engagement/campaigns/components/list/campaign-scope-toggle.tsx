import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

export type CampaignScope = 'mine' | 'all';

export type CampaignScopeToggleProps = { value: CampaignScope; onChange: (scope: CampaignScope) => void };

/** CAMP-01: 'My campaigns' (the default) or 'All'. */
export function CampaignScopeToggle({ value, onChange }: CampaignScopeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('campaigns.scope.label')}
      onChange={(_event, next: CampaignScope | null) => {
        // A click on the chosen button would unset it: the list always shows one of the two.
        if (next) onChange(next);
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      <ToggleButton value="mine" sx={{ px: 2 }}>
        {t('campaigns.scope.mine')}
      </ToggleButton>
      <ToggleButton value="all" sx={{ px: 2 }}>
        {t('campaigns.scope.all')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
