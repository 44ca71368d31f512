import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { loadSnackbarHost } from '@/app/provider';
import { loadAllTranslations } from '@/lib/i18n/load';

// Lazy routes and MUI forms render in seconds, not milliseconds, when CI runs the API tests on the other
// core: findBy* waits up to 5 s before it calls a missing element a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrollIntoView; components call it to keep the active option in view.
// (The build scripts' tests run in node, with no DOM at all.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => {};

// Tests render pages and components directly, without the shell or route that loads the texts beyond
// the first load's and the toasts' host: every text is there from the start, and the host's module is
// loaded, so that renderWithProviders mounts it at once (as the shell has it before a page renders).
await Promise.all([loadAllTranslations(), loadSnackbarHost()]);

// The web tests share one document per worker (isolate: false): what a test stores (the signed-in hint
// after a sign-in, the theme) must not reach the next file's tests.
// (The build scripts' tests run in node, without storage.)
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
