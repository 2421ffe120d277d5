import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LaunchedSystem, launchSystem } from '@tracker/embedded/launch';
import { freePort } from '@tracker/kit/testing/environment';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import pino from 'pino';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';

/** The running system, a mail catcher and a browser, for one test file. */
export interface BrowserTestSystem {
  system: LaunchedSystem;
  mail: MailCatcher;
  browser: Browser;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the system for one test file. `settings` adds to or replaces its environment, such as the
 * rule profile (`COMPLIANCE_PROFILE`) a file tests under.
 */
export async function startBrowserTestSystem(
  webDist: string,
  settings: Record<string, string> = {},
): Promise<BrowserTestSystem> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-e2e-'));
  const mail = await startMailCatcher();
  const system = await launchSystem(
    {
      PATH: process.env.PATH,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SMTP_URL: mail.url,
      LOG_LEVEL: 'silent',
      // Every test signs in from the same address; the per-address limits are tested elsewhere.
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_FAILURE_LIMIT: '1000',
      ...settings,
    },
    pino({ level: 'silent' }),
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return {
    system,
    mail,
    browser,
    url: system.url,
    async stop() {
      await browser.close();
      await system.stop();
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The law's rule profile, in force from January 2026 instead of January 2027, so that today's months
 * are judged by it: job search does not count, and pay of at least $580 meets a month.
 */
export const FEDERAL_RULES_NOW: Readonly<Record<string, string>> = {
  COMPLIANCE_PROFILE: 'federal-2027',
  COMPLIANCE_EFFECTIVE_MONTH: '2026-01',
};
