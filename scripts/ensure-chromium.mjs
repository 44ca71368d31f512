#!/usr/bin/env node
// Browser tests drive Debian's Chromium (test tools cannot download their own browser here).
// Installs it when missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages (about a minute)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
