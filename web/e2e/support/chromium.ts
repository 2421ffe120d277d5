import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or undefined when it is not installed. */
export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Whether browser tests run: skipped with one line without Chromium, a failure in CI. */
export function browserAvailable(): boolean {
  if (chromiumPath()) return true;
  if (process.env.CI === 'true') throw new Error('Chromium is required in CI (apt-get install chromium)');
  console.warn('skipping browser tests: Chromium is not installed (apt-get install chromium)');
  return false;
}

/** The flags this machine's Chromium needs headless, with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
