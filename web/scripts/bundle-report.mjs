#!/usr/bin/env node
// Builds the web app into a temporary folder and prints, per route, the JavaScript a browser must
// download before the page shows (the entry chunk, the route's lazy chunk and everything they import
// statically), gzipped. Run on its own (`npm run size -w web`) or from `npm run bench`.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 150;

const ROUTES = {
  '/': 'src/features/home/components/home-page.tsx',
  '/resources': 'src/features/resources/components/resources-page.tsx',
  '/login': 'src/features/auth/components/login-page.tsx',
  '/register': 'src/features/auth/components/register-page.tsx',
  '/dashboard': 'src/features/dashboard/components/dashboard-page.tsx',
  '/profile': 'src/features/profile/components/profile-page.tsx',
  '/admin': 'src/features/admin/components/admin-page.tsx',
  '/activities': 'src/features/activities/components/activities-page.tsx',
};

/** Every chunk a manifest entry loads up front: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export async function bundleReport() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'tracker-web-size-'));
  try {
    const { build } = await import('vite');
    await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const gzippedBytes = new Map();
    const sizeOf = async (file) => {
      if (!gzippedBytes.has(file)) {
        gzippedBytes.set(file, gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length);
      }
      return gzippedBytes.get(file);
    };
    const rows = [];
    for (const [route, source] of Object.entries(ROUTES)) {
      if (!manifest[source]) continue;
      const keys = new Set([...staticClosure(manifest, 'index.html'), ...staticClosure(manifest, source)]);
      let bytes = 0;
      for (const key of keys) bytes += await sizeOf(manifest[key].file);
      const kb = Math.round((bytes / 1024) * 10) / 10;
      rows.push({ route, chunks: keys.size, gzippedKB: kb, withinBudget: kb <= BUDGET_KB });
    }
    return { budgetKB: BUDGET_KB, rows };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await bundleReport();
  console.log(`\nInitial JavaScript per route (gzipped; budget for / and /login: ${report.budgetKB} KB)`);
  console.table(
    Object.fromEntries(
      report.rows.map((row) => [row.route, { chunks: row.chunks, 'KB gzipped': row.gzippedKB }]),
    ),
  );
}
