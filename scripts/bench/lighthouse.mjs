// Lighthouse on `/`, `/login` and the signed-in `/dashboard` (the npm package's programmatic API, its
// default mobile profile: a Moto G Power's screen, slow 4G and a 4x slower CPU, simulated), and a check
// that the dashboard's status sentence is on screen in the first frame the page paints.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { statusAgrees } from '@tracker/contracts/rules/status-agreement';
import { cpuMeter } from './cpu.mjs';
import { goal, unknown, withGoals } from './goals.mjs';

/* global window, document, MutationObserver, NodeFilter -- the probe and the waits run in the page */

export const LIGHTHOUSE_GOALS = { score: 90, lcpMs: 2500 };

/** The pages, and which of them are signed in. */
export const LIGHTHOUSE_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** Chromium's flags here: headless, and no sandbox (this machine runs as root, in a container). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** CHROME_PATH (what chrome-launcher reads), else Debian's Chromium; undefined when there is none. */
export function findChrome(env = process.env) {
  const candidates = [env.CHROME_PATH, env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** `Chromium 156.0.8078.108`'s version (the user agent Lighthouse records shows 156.0.0.0). */
function chromeVersion(chromePath) {
  const output = spawnSync(chromePath, ['--version'], { encoding: 'utf8', timeout: 30_000 }).stdout ?? '';
  return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1] ?? null;
}

const require = createRequire(import.meta.url);

/** Lighthouse's own modules, and chrome-launcher as Lighthouse resolves it (its dependency, not ours). */
async function lighthouseModules() {
  const packageJson = require.resolve('lighthouse/package.json');
  const lighthouseDir = path.dirname(packageJson);
  const fromLighthouse = createRequire(packageJson);
  const [{ default: lighthouse }, launcher, constants] = await Promise.all([
    import(pathToFileURL(path.join(lighthouseDir, 'core/index.js')).href),
    import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href),
    import(pathToFileURL(path.join(lighthouseDir, 'core/config/constants.js')).href),
  ]);
  const { version } = JSON.parse(await readFile(packageJson, 'utf8'));
  return { lighthouse, launcher, defaults: constants.defaultSettings, version };
}

/**
 * Builds the web app with its own Vite configuration (as `npm run build -w web` does) into a folder of
 * its own, for the gateway to serve (`WEB_DIST`): a fresh checkout has no `web/dist`, and another one
 * may be stale. `remove()` deletes it.
 */
export async function buildWebApp(root) {
  const webDir = path.join(root, 'web');
  const outDir = await mkdtemp(path.join(tmpdir(), 'tracker-bench-web-'));
  const { build } = await import('vite');
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    // Source maps only cost build time: a browser fetches them for its developer tools alone.
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return { dir: outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * The sentence under the status on the dashboard for `complianceStatus` ("You are on track to meet
 * this month's requirement."), in `language`, from the web app's own translations; null when they no
 * longer hold it.
 */
export async function statusSentence(root, complianceStatus, language = 'en') {
  const file = path.join(root, 'web/src/locales', language === 'es' ? 'es' : 'en', 'dashboard.json');
  try {
    const sentence = JSON.parse(await readFile(file, 'utf8')).statusDetail?.[complianceStatus];
    return typeof sentence === 'string' && sentence.trim() !== '' ? sentence.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The sentence the dashboard shows first under the status for `stats`: the spec's sentence for the
 * status (`specSentence`, null when unknown), or the month's result (`summary`) where the month's
 * determination under the active rules contradicts that status, as a month met by pay while its hours
 * are behind schedule, where the card shows the result in its place.
 */
export function firstStatusSentence(stats, specSentence) {
  const { determination, summary, complianceStatus } = stats;
  if (typeof determination !== 'string' || typeof summary !== 'string') return specSentence;
  return statusAgrees(complianceStatus, determination) ? specSentence : summary.trim();
}

/**
 * What the signed-in enrollee's dashboard must say under the status: their status from the stats the
 * dashboard reads, in their language, or the month's result where the active rules make that
 * contradict the status. { sentence, status }, or { why } when it cannot be known.
 */
export async function expectedStatus({ root, baseUrl, cookie, statsPath }) {
  const get = async (apiPath) => {
    const response = await fetch(`${baseUrl}${apiPath}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return response.json();
  };
  try {
    const [stats, user] = await Promise.all([get(statsPath), get('/api/user')]);
    const spec = await statusSentence(root, stats.complianceStatus, user.preferredLanguage);
    const sentence = firstStatusSentence(stats, spec);
    if (!sentence)
      return { why: `no sentence for status "${stats.complianceStatus}" in the web app's translations` };
    return { sentence, status: stats.complianceStatus };
  } catch (error) {
    return { why: `the enrollee's status could not be read: ${error.message}` };
  }
}

/**
 * Runs in the page before any of its own scripts. A MutationObserver (its callback runs before the
 * browser can paint the change) finds the element whose whole text is `sentence` and gives it an
 * `elementtiming` attribute; the Element Timing API then reports the frame that first painted it, and
 * the Paint Timing API the frame of the first contentful paint. Same frame, same timestamp.
 */
function firstRenderProbe(sentence) {
  const state = { fcp: null, status: null, inDomAt: null };
  window.__benchFirstRender = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'bench-status' || state.status) continue;
      const rect = entry.intersectionRect;
      state.status = {
        renderTime: entry.renderTime || entry.loadTime,
        visibleArea: rect.width * rect.height,
      };
    }
  }).observe({ type: 'element', buffered: true });
  const normalize = (text) => text.replace(/\s+/g, ' ').trim();
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element && normalize(node.data) !== '' && normalize(element.textContent) === sentence) {
        element.setAttribute('elementtiming', 'bench-status');
        state.inDomAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** `name=value; name2=value2` as Playwright's cookies for `baseUrl`. */
function cookiesFor(cookieHeader, baseUrl) {
  return cookieHeader
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
}

/**
 * Loads `/dashboard` signed in, `loads` times, each in a fresh browser context with Lighthouse's mobile
 * profile applied for real (its screen and user agent, its network conditions and CPU slowdown through
 * the DevTools protocol), and tells for each load whether the status sentence was painted in the same
 * frame as the first contentful paint, and inside the first viewport.
 */
export async function checkFirstRender({
  chromePath,
  baseUrl,
  cookie,
  sentence,
  defaults,
  loads,
  timeZone,
  waitMs = 60_000,
}) {
  const { chromium } = await import('playwright-core');
  const { throttling, screenEmulation, emulatedUserAgent } = defaults;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const results = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({
        viewport: { width: screenEmulation.width, height: screenEmulation.height },
        deviceScaleFactor: screenEmulation.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: emulatedUserAgent,
        locale: 'en-US',
        timezoneId: timeZone,
      });
      try {
        await context.addCookies(cookiesFor(cookie, baseUrl));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: throttling.requestLatencyMs,
          downloadThroughput: (throttling.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (throttling.uploadThroughputKbps * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdownMultiplier });
        await page.addInitScript(firstRenderProbe, sentence);
        await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit', timeout: 60_000 });
        // Until the sentence was painted (or `waitMs`), polled by timer so as not to ask for frames.
        await page
          .waitForFunction(
            () => window.__benchFirstRender?.status && window.__benchFirstRender.fcp !== null,
            null,
            {
              polling: 200,
              timeout: waitMs,
            },
          )
          .catch(() => undefined);
        const state = await page.evaluate(() => window.__benchFirstRender);
        const endedAt = new URL(page.url()).pathname;
        // Closing with the lazy chunks still loading would abort them, which the gateway logs as errors.
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        const painted = state?.status ?? null;
        const firstRender = Boolean(painted && state.fcp !== null && painted.renderTime <= state.fcp + 0.5);
        results.push({
          fcpMs: state?.fcp === null || state?.fcp === undefined ? null : Math.round(state.fcp),
          statusPaintedMs: painted ? Math.round(painted.renderTime) : null,
          inFirstRender: firstRender,
          inFirstViewport: Boolean(painted && painted.visibleArea > 0),
          endedAt,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** What one Lighthouse result says, with the page's goals. */
function pageFigures(lhr, page) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  const finalPath = (() => {
    try {
      return new URL(lhr.finalDisplayedUrl).pathname;
    } catch {
      return null;
    }
  })();
  // A signed-in page that ends elsewhere (the sign-in page) was not the page meant.
  const wrongPage = finalPath !== null && finalPath !== page.path ? `ended at ${finalPath}` : null;
  const error = lhr.runtimeError?.message ?? wrongPage;
  return {
    path: page.path,
    signedIn: page.signedIn,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredBytes: audit('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    error: error ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

function pageGoals(figures) {
  const why = figures.error ? `Lighthouse: ${figures.error}` : 'not measured';
  const scoreGoal = `score >= ${LIGHTHOUSE_GOALS.score}`;
  const lcpGoal = `LCP <= ${(LIGHTHOUSE_GOALS.lcpMs / 1000).toFixed(1)} s`;
  return [
    figures.score === null || figures.error
      ? unknown(scoreGoal, why)
      : goal(scoreGoal, figures.score >= LIGHTHOUSE_GOALS.score),
    figures.lcpMs === null || figures.error
      ? unknown(lcpGoal, why)
      : goal(lcpGoal, figures.lcpMs <= LIGHTHOUSE_GOALS.lcpMs),
  ];
}

/**
 * Lighthouse on `pages`, each in a Chromium of its own started by chrome-launcher, with the session
 * cookie as an extra header for the signed-in one; and the first-render check of the dashboard.
 * `expected` is { sentence, status }, or { why } when the sentence could not be known.
 *
 * No CPU per page load is claimed: a page load's few requests cost the services less than their
 * background work (outbox relays, timers) over the 10 to 30 s of a Lighthouse run, and /proc counts in
 * 10 ms ticks. With `separateProcesses` (not in embedded mode, where Lighthouse itself runs in the
 * system's one process) the JSON keeps each process's CPU during the run, background included.
 */
export async function runLighthouse({
  baseUrl,
  cookie,
  expected,
  listPids,
  separateProcesses,
  timeZone,
  pages: paths,
  firstRenderLoads,
}) {
  const chromePath = findChrome();
  if (!chromePath) {
    return { skipped: 'no Chromium found (set CHROME_PATH, or apt-get install chromium)', pages: [] };
  }
  const { lighthouse, launcher, defaults, version } = await lighthouseModules();
  const pagesToRun = LIGHTHOUSE_PAGES.filter((page) => paths.includes(page.path));

  // First the check, which also warms the gateway's static files up for Lighthouse.
  let firstRender;
  if (!paths.includes('/dashboard')) firstRender = undefined;
  else if (expected.sentence) {
    const loads = await checkFirstRender({
      chromePath,
      baseUrl,
      cookie,
      sentence: expected.sentence,
      defaults,
      loads: firstRenderLoads,
      timeZone,
    });
    const inFirst = loads.filter((load) => load.inFirstRender).length;
    const inViewport = loads.filter((load) => load.inFirstViewport).length;
    firstRender = {
      sentence: expected.sentence,
      complianceStatus: expected.status,
      loads,
      goal: goal('status in first render', inFirst === loads.length && inViewport === loads.length),
    };
  } else {
    firstRender = { sentence: null, loads: [], goal: unknown('status in first render', expected.why) };
  }
  for (const page of pagesToRun.filter((p) => !p.signedIn)) await fetch(`${baseUrl}${page.path}`);

  const pages = [];
  /** One Lighthouse run of `page` in a Chromium of its own. */
  const audit = async (page) => {
    const chrome = await launcher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      return pageFigures(result.lhr, page);
    } catch (error) {
      return {
        path: page.path,
        signedIn: page.signedIn,
        score: null,
        error: String(error?.message ?? error),
      };
    } finally {
      chrome.kill();
    }
  };

  for (const page of pagesToRun) {
    const meter = await cpuMeter(listPids);
    let figures = await audit(page);
    // Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP on a busy machine): run again,
    // once; the JSON keeps what went wrong the first time.
    if (figures.error) figures = { ...(await audit(page)), attempts: 2, firstError: figures.error };
    const used = await meter.since();
    const goals = pageGoals(figures);
    if (page.path === '/dashboard') goals.push(firstRender.goal);
    const cpuMsDuringRun = separateProcesses
      ? Object.fromEntries(Object.entries(used).filter(([name]) => name !== 'bench'))
      : null;
    pages.push(withGoals({ ...figures, cpuMsDuringRun }, goals));
  }
  return {
    version,
    chromium: chromeVersion(chromePath),
    chromePath,
    profile: {
      formFactor: defaults.formFactor,
      throttlingMethod: defaults.throttlingMethod,
      throttling: defaults.throttling,
      screenEmulation: defaults.screenEmulation,
    },
    cpu: separateProcesses
      ? "cpuMsDuringRun: each process's CPU during the page's whole Lighthouse run, background work included (not a page load's cost)"
      : 'not measured: embedded mode, where Lighthouse runs in the one process with the system',
    pages,
    firstRender,
  };
}

/** The step's line in the run's log. */
export function lighthouseLabel(settings) {
  if (!settings.lighthouse) return 'no Lighthouse (BENCH_LIGHTHOUSE=0)';
  const check = settings.lighthousePages.includes('/dashboard') ? ', and the first-render check' : '';
  return `Lighthouse on ${settings.lighthousePages.join(', ')}${check}`;
}

/**
 * The Lighthouse part of a run, as the runners call it: nothing with BENCH_LIGHTHOUSE=0; a failure is
 * recorded (and printed) rather than ending the run, whose other figures stand.
 */
export async function lighthouseStep({
  root,
  settings,
  baseUrl,
  cookie,
  listPids,
  separateProcesses,
  timeZone,
  statsPath,
}) {
  if (!settings.lighthouse) return { skipped: 'BENCH_LIGHTHOUSE=0', pages: [] };
  try {
    const expected = await expectedStatus({ root, baseUrl, cookie, statsPath });
    return await runLighthouse({
      baseUrl,
      cookie,
      expected,
      listPids,
      separateProcesses,
      timeZone,
      pages: settings.lighthousePages,
      firstRenderLoads: settings.firstRenderLoads,
    });
  } catch (error) {
    console.error(error);
    return { skipped: `failed: ${error?.message ?? error}`, failed: true, pages: [] };
  }
}
