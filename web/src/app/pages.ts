import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PageModule } from './routes';

type PageExports = Record<string, ComponentType | undefined>;

// One loader per page module; nothing is fetched until a loader is called, and each page is a chunk.
const modules = import.meta.glob<PageExports>(['../features/*/components/*-page.tsx', './routes/*-page.tsx']);

/** The glob's key of a page module's file, which names it from this folder. */
function keyOf(file: string): string {
  return file.startsWith('app/') ? `./${file.slice('app/'.length)}.tsx` : `../${file}.tsx`;
}

function parts(page: PageModule): { load: () => Promise<PageExports>; name: string } {
  const [file = '', name = ''] = page.split('#');
  const load = modules[keyOf(file)];
  if (!load) throw new Error(`No page module src/${file}.tsx`);
  return { load, name };
}

/**
 * Starts fetching a page's code and everything it imports. The browser fetches a module once, so
 * calling this before the router renders the page saves that round trip rather than doubling it.
 */
export function loadPage(page: PageModule): Promise<unknown> {
  return parts(page).load();
}

const components = new Map<PageModule, LazyExoticComponent<ComponentType>>();

/** The page's component, rendered once its code is in (React.lazy, one per page). */
export function pageComponent(page: PageModule): LazyExoticComponent<ComponentType> {
  let component = components.get(page);
  if (!component) {
    const { load, name } = parts(page);
    component = lazy(async () => {
      const exported = (await load())[name];
      if (!exported) throw new Error(`src/${page} is not exported`);
      return { default: exported };
    });
    components.set(page, component);
  }
  return component;
}
