// The browsers the browser tests drive, from Debian's packages (scripts/ensure-chromium.mjs installs them).
/** The headless shell (chromium-headless-shell): the old headless mode, about a quarter faster. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The full browser (chromium), for the specs that open a PDF in Chromium's viewer. */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
