// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';

const robots = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');
const disallowed = robots
  .split('\n')
  .filter((line) => line.startsWith('Disallow:'))
  .map((line) => line.slice('Disallow:'.length).trim());

/** Whether a crawler that honours robots.txt would stay out of `path` (rules match by prefix). */
const isDisallowed = (path: string) => disallowed.some((prefix) => prefix !== '' && path.startsWith(prefix));

// Reached from e-mailed links: they carry one-time tokens and say nothing to a search engine.
const TOKEN_PAGES = new Set(['/reset-password', '/verify-email']);

describe('robots.txt', () => {
  it('speaks to every crawler and keeps it out of the API', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(isDisallowed('/api/user')).toBe(true);
    expect(isDisallowed('/api/reports/monthly/2026/11')).toBe(true);
  });

  it('keeps crawlers out of every signed-in page and the token pages, and lets them read the public ones', () => {
    for (const route of PAGE_ROUTES) {
      const path = route.path.replace(/:[^/]+/g, 'x');
      expect(isDisallowed(path), route.path).toBe(Boolean(route.signedIn) || TOKEN_PAGES.has(route.path));
    }
    expect(isDisallowed('/')).toBe(false);
  });
});
