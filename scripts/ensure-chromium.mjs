#!/usr/bin/env node
// Browser tests drive Debian's Chromium (test tools cannot download their own browser here): the
// headless shell for most specs, the full browser for those that open a PDF in its viewer. Installs
// what is missing when we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, FULL_CHROMIUM_PATH } from './chromium-paths.mjs';

const missing = [
  [CHROMIUM_PATH, 'chromium-headless-shell'],
  [FULL_CHROMIUM_PATH, 'chromium'],
].filter(([path]) => !existsSync(path));
const packages = missing.map(([, name]) => name).join(' ');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${missing.map(([path]) => path).join(', ')}). Install it: sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages} from Debian packages (about a minute)...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
