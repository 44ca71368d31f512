import { enCandidates } from './en-candidates';
import { enComponents } from './en-components';
import { enCore } from './en-core';
import { enEngagement } from './en-engagement';
import { enEnums } from './en-enums';
import { enInsights } from './en-insights';
import { enMail } from './en-mail';
import { enPeople } from './en-people';
import { enSettings } from './en-settings';
import { enShell } from './en-shell';
import { enVacancies } from './en-vacancies';

/**
 * English texts. The spec's exact wording lives here; every screen text goes through t(). The first
 * load has only `enCore` (./en-core.ts); the rest comes with the app shell or a public page (./load.ts).
 * Each wing's texts are in ./en-<wing>.ts; the shell, the shared widgets and the enum labels are
 * cross-cutting (./en-shell.ts, ./en-components.ts, ./en-enums.ts). A key belongs to one file only.
 */
export const en = {
  ...enCore,
  ...enShell,
  ...enComponents,
  ...enEnums,
  ...enCandidates,
  ...enVacancies,
  ...enEngagement,
  ...enPeople,
  ...enMail,
  ...enSettings,
  ...enInsights,
} as const;
