import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LaunchedSystem, launchSystem } from '@tracker/embedded/launch';
import { freePort } from '@tracker/kit/testing';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing-mail';
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

export async function startBrowserTestSystem(webDist: string): Promise<BrowserTestSystem> {
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
