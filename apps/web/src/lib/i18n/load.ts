import { addMessageTables, defaultNS, i18n } from './index';

let loading: Promise<void> | undefined;

/**
 * Adds every text beyond the first load's (./en-core.ts): the app shell and the public pages await it
 * in their route's lazy() so that they never render a missing key. Loaded once; a failed load (network)
 * is tried again by the next caller.
 */
export function loadAllTranslations(): Promise<void> {
  loading ??= import('./en-rest').then(
    ({ en, restMessageTables }) => {
      i18n.addResourceBundle('en', defaultNS, en, true, true);
      addMessageTables(restMessageTables);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
