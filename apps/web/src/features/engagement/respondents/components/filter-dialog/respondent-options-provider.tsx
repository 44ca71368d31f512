import { useMemo, type ReactNode } from 'react';
import {
  OptionsSourceContext,
  useOptionsSource,
  type OptionsSource,
} from '@/components/async-autocomplete/options-source';
import { useRespondentNames } from '../../api/get-respondent-names';

/**
 * The app's option source with `names` taken from the campaign's respondents (RESP-25) instead of every
 * candidate: the name field offers only people who answered. Both hooks always run (hook order).
 */
function respondentOptionsSource(parent: OptionsSource, campaignExternalId: string): OptionsSource {
  return {
    useOptionsList: (request, enabled) => {
      const names = request.kind === 'names';
      const list = parent.useOptionsList(request, enabled && !names);
      const respondents = useRespondentNames(campaignExternalId, request.search, enabled && names);
      return names ? respondents : list;
    },
    // A name is its own label: nothing to look up.
    useOptionLabels: (kind, keys) => {
      const labels = parent.useOptionLabels(kind, kind === 'names' ? [] : keys);
      return kind === 'names' ? new Map(keys.map((key) => [key, key])) : labels;
    },
  };
}

export type RespondentOptionsProviderProps = { campaignExternalId: string; children: ReactNode };

export function RespondentOptionsProvider({ campaignExternalId, children }: RespondentOptionsProviderProps) {
  const parent = useOptionsSource();
  const source = useMemo(
    () => respondentOptionsSource(parent, campaignExternalId),
    [parent, campaignExternalId],
  );
  return <OptionsSourceContext value={source}>{children}</OptionsSourceContext>;
}
