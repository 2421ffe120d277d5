import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  foldersIn,
  packageImport,
  relativeImport,
  root,
  rulesReportedOn,
  rulesReportedOnFiles,
  someSourceFile,
} from './support/lint.js';

const restricted = 'import-x/no-restricted-paths';

/** A module that only imports each of `targets`: enough for the import rules, and nothing else to report. */
function importing(...specifiers: string[]): string {
  return specifiers.map((specifier) => `import '${specifier}';\n`).join('');
}

describe('the web app', () => {
  const [feature, otherFeature] = foldersIn('web/src/features');
  const ownFile = someSourceFile(`web/src/features/${feature}`);
  const otherFeatureFile = someSourceFile(`web/src/features/${otherFeature}`);
  const sharedFile = someSourceFile('web/src/lib');

  it('refuses a feature importing another feature', async () => {
    const probe = `web/src/features/${feature}/components/lint-probe.tsx`;
    expect(await rulesReportedOn(importing(relativeImport(probe, otherFeatureFile)), probe)).toEqual([
      restricted,
    ]);
  });

  it('lets a feature import its own files and shared code', async () => {
    const probe = `web/src/features/${feature}/components/lint-probe.tsx`;
    const code = importing(relativeImport(probe, ownFile), relativeImport(probe, sharedFile));
    expect(await rulesReportedOn(code, probe)).toEqual([]);
  });

  it.each(['web/src/lib/lint-probe.ts', 'web/src/components/lint-probe.tsx'])(
    'refuses shared code (%s) importing a feature',
    async (probe) => {
      expect(await rulesReportedOn(importing(relativeImport(probe, otherFeatureFile)), probe)).toEqual([
        restricted,
      ]);
    },
  );

  it('lets the app combine features', async () => {
    const probe = 'web/src/app/lint-probe.tsx';
    const code = importing(relativeImport(probe, ownFile), relativeImport(probe, otherFeatureFile));
    expect(await rulesReportedOn(code, probe)).toEqual([]);
  });

  it('refuses a feature or shared code importing the app', async () => {
    const appFile = someSourceFile('web/src/app');
    for (const probe of [`web/src/features/${feature}/lint-probe.ts`, 'web/src/lib/lint-probe.ts']) {
      expect(await rulesReportedOn(importing(relativeImport(probe, appFile)), probe)).toEqual([restricted]);
    }
  });

  it('refuses the web app importing server code', async () => {
    const kitFile = someSourceFile('services/kit/src');
    expect(await rulesReportedOn(importing(packageImport('services/kit', kitFile)), sharedFile)).toEqual([
      restricted,
    ]);
  });
});

describe('services', () => {
  const [service, otherService] = foldersIn('services').filter((name) => !['kit', 'embedded'].includes(name));
  const otherServiceFile = someSourceFile(`services/${otherService}/src`);
  const kitFile = someSourceFile('services/kit/src');
  const contractsFile = someSourceFile('contracts/src');

  it('refuses a service importing another service, by package or by path', async () => {
    const probe = `services/${service}/src/lint-probe.ts`;
    const code = importing(
      packageImport(`services/${otherService}`, otherServiceFile),
      relativeImport(probe, otherServiceFile),
    );
    expect(await rulesReportedOn(code, probe)).toEqual([restricted, restricted]);
  });

  it('refuses the gateway importing a service', async () => {
    const probe = 'gateway/src/lint-probe.ts';
    expect(
      await rulesReportedOn(importing(packageImport(`services/${otherService}`, otherServiceFile)), probe),
    ).toEqual([restricted]);
  });

  it('refuses a service’s domain importing HTTP errors or express', async () => {
    const probe = `services/${service}/src/domain/lint-probe.ts`;
    const code = importing('../errors.js', '@tracker/kit/http/refusals', 'express', '../http/routes.js');
    expect(await rulesReportedOn(code, probe)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    const rules = await rulesReportedOn(importing('@tracker/contracts/http/activities'), probe);
    expect(rules).toEqual([]);
  });

  it('lets a service import the kit and the contracts', async () => {
    const code = importing(packageImport('services/kit', kitFile), packageImport('contracts', contractsFile));
    expect(await rulesReportedOn(code, `services/${service}/src/lint-probe.ts`)).toEqual([]);
  });

  it('refuses the kit importing a service or the gateway', async () => {
    const code = importing(
      packageImport(`services/${otherService}`, otherServiceFile),
      packageImport('gateway', someSourceFile('gateway/src')),
    );
    expect(await rulesReportedOn(code, 'services/kit/src/lint-probe.ts')).toEqual([restricted, restricted]);
  });

  it('refuses the contracts importing the kit', async () => {
    // The same import a service may write: refused here, so it is seen (resolved) and allowed there.
    expect(
      await rulesReportedOn(importing(packageImport('services/kit', kitFile)), 'contracts/src/lint-probe.ts'),
    ).toEqual([restricted]);
  });

  it('lets the process that starts every service import them', async () => {
    const code = importing(packageImport(`services/${otherService}`, otherServiceFile));
    expect(await rulesReportedOn(code, 'services/embedded/src/lint-probe.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  // ESLint follows imports on disk, so a cycle needs real files: a folder of its own, removed after.
  const folder = path.join(root, 'lint', 'test', `cycle-probe-${randomUUID()}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function write(files: Record<string, string>): string[] {
    mkdirSync(folder, { recursive: true });
    return Object.entries(files).map(([name, code]) => {
      const file = path.join(folder, name);
      writeFileSync(file, code);
      return file;
    });
  }

  it('refuses a loop through three modules, on each of them', async () => {
    const files = write({
      'first.ts': "import { second } from './second.js';\nexport const first = () => second();\n",
      'second.ts': "import { third } from './third.js';\nexport const second = () => third();\n",
      'third.ts':
        "import { first } from './first.js';\nexport const third = (): number => (first ? 1 : 0);\n",
    });
    expect(await rulesReportedOnFiles(files)).toEqual([
      ['import-x/no-cycle'],
      ['import-x/no-cycle'],
      ['import-x/no-cycle'],
    ]);
  });

  it('refuses a loop closed by a dynamic import', async () => {
    const files = write({
      'loader.ts':
        "export const name = 'loader';\nexport const load = async () => (await import('./loaded.js')).loaded;\n",
      'loaded.ts': "import { name } from './loader.js';\nexport const loaded = name;\n",
    });
    expect(await rulesReportedOnFiles(files)).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  });

  it('lets modules import one another in one direction', async () => {
    const files = write({
      'top.ts': "import { bottom } from './bottom.js';\nexport const top = () => bottom;\n",
      'bottom.ts': 'export const bottom = 1;\n',
    });
    expect(await rulesReportedOnFiles(files)).toEqual([[], []]);
  });
});
