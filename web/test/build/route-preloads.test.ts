import { describe, expect, it } from 'vitest';
import { type Manifest, routePreloadsFrom } from '../../build/route-preloads';
import type { PageRoute } from '../../src/app/routes';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shell.js'], css: ['assets/index-1.css'] },
  '_shell.js': { file: 'assets/shell-2.js' },
  '_ui.js': {
    file: 'assets/ui-3.js',
    imports: ['_shell.js'],
    css: ['assets/index-1.css', 'assets/ui-3.css'],
  },
  'src/features/auth/components/login-page.tsx': {
    file: 'assets/login-page-4.js',
    imports: ['_shell.js', '_ui.js'],
    css: ['assets/login-page-4.css'],
  },
  'src/features/home/components/home-page.tsx': { file: 'assets/home-page-5.js', imports: ['_shell.js'] },
};

const routes: PageRoute[] = [
  { path: '/', page: 'features/home/components/home-page#HomePage' },
  { path: '/login', page: 'features/auth/components/login-page#LoginPage' },
];

describe('route preloads', () => {
  it("names each page's code and styles that index.html does not already load", () => {
    expect(routePreloadsFrom(manifest, routes)).toEqual([
      { path: '/', modules: ['/assets/home-page-5.js'], styles: [] },
      {
        path: '/login',
        modules: ['/assets/login-page-4.js', '/assets/ui-3.js'],
        styles: ['/assets/login-page-4.css', '/assets/ui-3.css'],
      },
    ]);
  });

  it('refuses a route whose page the build does not have', () => {
    expect(() =>
      routePreloadsFrom(manifest, [{ path: '/gone', page: 'features/gone/components/gone-page#GonePage' }]),
    ).toThrow(/\/gone needs src\/features\/gone\/components\/gone-page\.tsx/);
  });
});
