#!/usr/bin/env node
// The JavaScript a browser must download before each page of the app can show: the entry chunk, the
// page's chunk and everything they import statically, gzipped (chunks a page imports later, such as
// a dialog's, are not counted). Every page of the router's table (src/app/routes.ts) is checked
// against the budget.
//
//   npm run size -w web                      builds into a temporary folder, prints, exits 1 when a
//                                            page is over budget
//   node scripts/bundle-report.mjs --dist D  the same for a build already in D
//   node scripts/bundle-report.mjs --out D   builds into D and keeps it there
//
// `npm run bench` calls bundleReport() too.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Budget for every page: a first visit on a slow 3G link shows something within a few seconds. */
export const BUDGET_KB = 150;

/**
 * Builds the web app into `outDir` the way `npm run build` does, without the compressed copies. Run
 * it with NODE_ENV unset or `production`: under a test runner's `test`, React's development build,
 * three times the size, would be measured.
 */
export async function buildForReport(outDir) {
  const { build } = await import('vite');
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    mode: 'size-report',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** The page routes of the router: `PAGE_ROUTES` of src/app/routes.ts. */
export async function pageRoutes() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(webDir, 'src/app/routes.ts'), {
    root: webDir,
    configFile: false,
    logLevel: 'error',
  });
  return module.PAGE_ROUTES;
}

/** Every chunk a manifest entry loads up front: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The manifest key of a page module (`features/home/components/home-page#HomePage`). */
function manifestKey(page) {
  return `src/${page.split('#')[0]}.tsx`;
}

/** One row per page a route can show: `/dashboard` twice, for enrollees and for administrators. */
function pagesOf(routes) {
  return routes.flatMap((route) => [
    { route: route.path, page: route.page },
    ...(route.adminPage ? [{ route: `${route.path} (admin)`, page: route.adminPage }] : []),
  ]);
}

const round = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Measures the build in `distDir`, or a fresh build when none is given. Rows: route, chunks, gzipped
 * KB of JavaScript and of CSS, and whether the JavaScript is within `budgetKB`.
 */
export async function bundleReport({ distDir, budgetKB = BUDGET_KB } = {}) {
  const outDir = distDir ?? (await mkdtemp(path.join(tmpdir(), 'tracker-web-size-')));
  try {
    if (!distDir) await buildForReport(outDir);
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const gzipped = new Map();
    const sizeOf = async (file) => {
      if (!gzipped.has(file)) {
        gzipped.set(file, gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length);
      }
      return gzipped.get(file);
    };
    const rows = [];
    for (const { route, page } of pagesOf(await pageRoutes())) {
      const key = manifestKey(page);
      if (!manifest[key]) throw new Error(`${route}: ${key} is not in the build's manifest`);
      const keys = new Set([...staticClosure(manifest, 'index.html'), ...staticClosure(manifest, key)]);
      let js = 0;
      const cssFiles = new Set();
      for (const chunk of keys) {
        js += await sizeOf(manifest[chunk].file);
        for (const css of manifest[chunk].css ?? []) cssFiles.add(css);
      }
      let css = 0;
      for (const file of cssFiles) css += await sizeOf(file);
      const gzippedKB = round(js);
      rows.push({
        route,
        chunks: keys.size,
        gzippedKB,
        cssKB: round(css),
        withinBudget: gzippedKB <= budgetKB,
      });
    }
    return { budgetKB, rows };
  } finally {
    if (!distDir) await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, out: { type: 'string' }, budget: { type: 'string' } },
  });
  if (values.out) await buildForReport(path.resolve(values.out));
  const distDir = values.dist ?? values.out;
  const report = await bundleReport({
    distDir: distDir && path.resolve(distDir),
    budgetKB: values.budget ? Number(values.budget) : BUDGET_KB,
  });
  console.log(`\nFirst JavaScript per page, gzipped (budget ${report.budgetKB} KB each)`);
  console.table(
    Object.fromEntries(
      report.rows.map((row) => [
        row.route,
        { chunks: row.chunks, 'JS KB gzipped': row.gzippedKB, 'CSS KB gzipped': row.cssKB },
      ]),
    ),
  );
  const over = report.rows.filter((row) => !row.withinBudget);
  if (over.length > 0) {
    console.error(
      `Over the ${report.budgetKB} KB budget: ${over.map((row) => `${row.route} (${row.gzippedKB} KB)`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
