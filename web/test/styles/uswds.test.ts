// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uswdsPackages = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@uswds/uswds')),
  '../../packages',
);

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the design system stylesheet', () => {
  let css: string;

  beforeAll(async () => {
    css = sass.compile(path.join(webDir, 'src/styles/uswds.scss'), {
      loadPaths: [uswdsPackages],
      quietDeps: true,
      style: 'compressed',
    }).css;
  }, 120_000);

  it('defines every USWDS class the app uses that the full design system defines', async () => {
    const full = await readFile(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@uswds/uswds')), '../css/uswds.min.css'),
      'utf8',
    );
    const defines = (stylesheet: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(stylesheet);
    const used = new Set<string>();
    for (const file of await sources(path.join(webDir, 'src'))) {
      const text = await readFile(file, 'utf8');
      // `usa-alert--${type}` and the like end in a separator: the full names are checked by their pages.
      for (const [name] of text.matchAll(/\busa-[a-z0-9]+(?:(?:-|__|--)[a-z0-9]+)*\b(?![-_$])/g))
        used.add(name);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((name) => defines(full, name) && !defines(css, name));
    expect(missing).toEqual([]);
  });

  it.each(['info', 'success', 'warning', 'error'])('styles alerts of type %s', (type) => {
    expect(css).toContain(`.usa-alert--${type}`);
  });

  it('leaves out what the app does not use: utility classes and unused components', () => {
    for (const absent of [
      '.margin-top-1{',
      '.usa-banner{',
      '.usa-header{',
      '.usa-hero{',
      '.usa-date-picker{',
    ]) {
      expect(css).not.toContain(absent);
    }
  });

  it('keeps the rules that other packages put on every search and file field', () => {
    expect(css).toMatch(/\[type=['"]?search['"]?\]\{[^}]*float:left/);
    expect(css).toMatch(/\[type=['"]?file['"]?\]\{[^}]*padding-top:\.2rem/);
  });
});
