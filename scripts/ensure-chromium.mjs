#!/usr/bin/env node
// Browser tests drive Debian's Chromium headless shell (test tools cannot download their own browser
// here): the old headless mode without the full browser's UI layers, about a quarter faster on the
// suite. Installs it when missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log('Installing the Chromium headless shell from Debian packages (about a minute)...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    { stdio: 'inherit' },
  );
}
