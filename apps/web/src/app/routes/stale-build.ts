/**
 * Whether a route failed because a chunk of this page's build could not be loaded: after a deploy, the
 * files of a build older than the kept week are gone (scripts/previous-assets.ts), or the network
 * dropped. Browsers word it differently: Chromium 'Failed to fetch dynamically imported module',
 * Firefox 'error loading dynamically imported module', Safari 'Importing a module script failed';
 * Vite's preloading 'Unable to preload CSS'.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}
