/** Types of chromium-paths.mjs (plain JavaScript: scripts/ensure-chromium.mjs runs it before any build). */
export declare const CHROMIUM_PATH: string;
export declare const FULL_CHROMIUM_PATH: string;
