import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** The repository's root: zones are written relative to it, whatever folder eslint runs from. */
export const repositoryRoot = path.dirname(import.meta.dirname);

function entriesOf(folder, { directoriesOnly }) {
  return readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true })
    .filter((entry) => !directoriesOnly || entry.isDirectory())
    .map((entry) => entry.name);
}

// Read from the tree, so a feature or a service added later is covered without touching this file.
const features = entriesOf('web/src/features', { directoriesOnly: true });
const sharedWebCode = entriesOf('web/src', { directoriesOnly: false })
  .filter((name) => !['features', 'app', 'main.tsx'].includes(name))
  .map((name) => `web/src/${name}`);

// Each of these is deployed on its own and talks to the others only through events and HTTP.
// `services/embedded` is not one of them: it starts them all in one process, as `scripts/`,
// `security/`, `faults/` and `web/e2e/` do for their runs, and so may import every one.
const deployables = [
  ...entriesOf('services', { directoriesOnly: true })
    .filter((name) => !['kit', 'embedded'].includes(name))
    .map((name) => `services/${name}`),
  'gateway',
];
const startsEverything = ['services/embedded'];

const featureZones = features.map((feature) => ({
  target: `web/src/features/${feature}`,
  from: 'web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: combine them in a route under web/src/app.',
}));

const webZones = [
  {
    target: sharedWebCode,
    from: 'web/src/features',
    message:
      'Shared web code never imports a feature: move what both need into web/src/lib or web/src/components.',
  },
  {
    // Dependencies point one way, shared code → features → app; main.tsx is the entry that mounts the app.
    target: ['web/src/features', ...sharedWebCode],
    from: 'web/src/app',
    message: 'Only web/src/main.tsx and web/src/app itself import from web/src/app.',
  },
  {
    // The bundle runs in a browser: it takes schemas and types from the contracts and nothing from a server.
    target: 'web/src',
    from: ['services', 'gateway'],
    message: 'The web app takes only @tracker/contracts from the server side.',
  },
];

const serviceZones = deployables.map((service) => ({
  target: service,
  from: [...deployables.filter((other) => other !== service), ...startsEverything, 'web'],
  message:
    'A service never imports another service: share through @tracker/contracts (events, schemas) or @tracker/kit.',
}));

const sharedPackageZones = [
  {
    target: 'services/kit',
    from: [...deployables, ...startsEverything, 'web'],
    message: 'The kit serves every service and imports none of them.',
  },
  {
    target: 'contracts',
    from: ['services', 'gateway', 'web'],
    message:
      'The contracts are the bottom layer: they import nothing from services, the gateway or the web app.',
  },
];

/** Import boundaries between the repository's parts, and no import cycle anywhere. */
export const boundaries = {
  name: 'tracker/boundaries',
  plugins: { 'import-x': importX },
  settings: {
    // Which files import-x reads to follow imports, and with which parser (its defaults know only .js).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        // Workspace packages resolve to their sources (the `source` export condition, as tsc and vitest
        // use it), so a boundary or a cycle through a package is seen without building it first.
        conditionNames: ['source', ...defaultConditionNames],
        alwaysTryTypes: true,
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: repositoryRoot,
        zones: [...featureZones, ...webZones, ...serviceZones, ...sharedPackageZones],
      },
    ],
    // Cycles through npm packages cannot be ours to fix, and following them costs most of the time.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/**
 * A service's domain holds its rules, with no I/O and no HTTP: a rule throws or returns its own
 * outcome, and the use case or the router turns that into an answer.
 */
export const domainPurity = {
  name: 'tracker/domain-purity',
  files: ['services/*/src/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['express', '@tracker/kit/http/*', '**/errors.js', '../http/*', '../../http/*'],
            message:
              'Domain code never imports HTTP errors or express: return or throw a domain outcome and map it in the use case or the router.',
          },
        ],
      },
    ],
  },
};
