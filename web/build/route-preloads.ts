import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PageRoute } from '../src/app/routes';

/** What the manifest says of one chunk: its file, its static imports (manifest keys) and its styles. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files a page address needs beyond what `index.html` already loads, for the server to announce. */
export interface RoutePreload {
  /** A router path, `:name` for a segment (`/state-portal/:exemptionId`). */
  path: string;
  /** Module scripts, as `/assets/...` URLs. */
  modules: string[];
  styles: string[];
}

/** The file the server reads the preloads from, beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Every manifest key `key` loads up front: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * For each route, the code and styles of its page that `index.html` does not load itself. The browser
 * otherwise learns of them only once the shell has downloaded and run, a round trip later on a phone
 * network. `/dashboard` announces the enrollee's page: administrators are few.
 */
export function routePreloadsFrom(
  manifest: Manifest,
  routes: readonly PageRoute[],
  base = '/',
): RoutePreload[] {
  const shell = staticClosure(manifest, 'index.html');
  const shellStyles = new Set([...shell].flatMap((key) => manifest[key]?.css ?? []));
  return routes.map((route) => {
    const key = `src/${route.page.split('#')[0]}.tsx`;
    if (!manifest[key])
      throw new Error(`routePreloads: ${route.path} needs ${key}, which the build does not have`);
    const chunks = [...staticClosure(manifest, key)].filter((chunk) => !shell.has(chunk));
    const styles = new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []));
    return {
      path: route.path,
      modules: chunks.map((chunk) => `${base}${manifest[chunk]!.file}`),
      styles: [...styles].filter((file) => !shellStyles.has(file)).map((file) => `${base}${file}`),
    };
  });
}

/** Writes `route-preloads.json` into the build from its manifest (which `build.manifest` must enable). */
export function routePreloads(routes: readonly PageRoute[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tracker:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const preloads = routePreloadsFrom(manifest, routes, config.base);
        await writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
      },
    },
  };
}
