#!/usr/bin/env node
// `npm run openapi`: writes the API's OpenAPI document, built from the contracts' catalogue
// (contracts/src/openapi), to contracts/openapi.json. The file is committed; a test fails while it
// differs from what the catalogue builds.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = spawnSync(npx, ['tsc', '-b', 'contracts'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const documentModule = pathToFileURL(path.join(root, 'contracts', 'dist', 'openapi', 'document.js'));
const { buildOpenApiDocument, openApiJson } = await import(documentModule.href);
const document = buildOpenApiDocument();
const target = path.join(root, 'contracts', 'openapi.json');
writeFileSync(target, openApiJson(document));
const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
console.log(`${path.relative(root, target)}: ${operations} operations`);
