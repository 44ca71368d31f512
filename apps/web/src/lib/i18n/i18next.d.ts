import 'i18next';
import type { defaultNS } from './index';
import type { en } from './en';

// Every key of the English texts, though the first load has only the core (./load.ts adds the rest).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: typeof en };
  }
}
