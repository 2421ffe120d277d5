import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of the web build's `route-preloads.json` (see web/build/route-preloads.ts). */
interface RoutePreload {
  path: string;
  modules: string[];
  styles: string[];
}

interface CompiledRoute {
  pattern: RegExp;
  link: string;
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

// Built by the web app from its own asset names; anything else in the file is ignored, not echoed.
const ASSET_URL = /^\/assets\/[\w.-]+\.(js|css)$/;

/** `/state-portal/:exemptionId` as a pattern for one whole path; only `:name` segments vary. */
function patternOf(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * The Link header value announcing a page's code (`modulepreload`) and styles (`preload`). A style is
 * preloaded in CORS mode, as the app's loader asks for it (`crossorigin`): a preload in another mode
 * is not reused, and the browser downloads the stylesheet twice.
 */
function linkOf(preload: RoutePreload): string {
  return [
    ...preload.modules.filter((url) => ASSET_URL.test(url)).map((url) => `<${url}>; rel=modulepreload`),
    ...preload.styles
      .filter((url) => ASSET_URL.test(url))
      .map((url) => `<${url}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
}

function compile(preloads: unknown): CompiledRoute[] {
  if (!Array.isArray(preloads)) return [];
  return preloads
    .filter(
      (entry): entry is RoutePreload =>
        typeof entry?.path === 'string' && Array.isArray(entry.modules) && Array.isArray(entry.styles),
    )
    .map((entry) => ({ pattern: patternOf(entry.path), link: linkOf(entry) }))
    .filter((route) => route.link !== '');
}

/**
 * The `Link` header for a page address, from the web build's `route-preloads.json`: the browser starts
 * fetching the page's own code with the HTML instead of after the shell has run, one round trip sooner
 * on a phone network. Read once the build exists; without it pages are served without the header.
 */
export function routePreloadLinks(webRoot: string): (requestPath: string) => Promise<string | undefined> {
  let routes: CompiledRoute[] | undefined;
  let loading: Promise<CompiledRoute[] | undefined> | undefined;

  async function load(): Promise<CompiledRoute[] | undefined> {
    try {
      return compile(JSON.parse(await readFile(path.join(webRoot, ROUTE_PRELOADS_FILE), 'utf8')));
    } catch {
      // Not built yet (or unreadable): asked again with the next page.
      return undefined;
    }
  }

  return async (requestPath) => {
    if (routes === undefined) {
      loading ??= load().finally(() => {
        loading = undefined;
      });
      routes = await loading;
      if (routes === undefined) return undefined;
    }
    return routes.find((route) => route.pattern.test(requestPath))?.link;
  };
}
