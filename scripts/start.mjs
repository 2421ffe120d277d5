#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the whole system in one process
// (services/embedded). Configuration comes from the environment; see the README.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time of any file below `dir`, skipping build output and dependencies. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

// tsc -b is incremental: it only compiles projects whose sources changed.
run(npx, ['tsc', '-b']);

const webIndex = path.join(root, 'web', 'dist', 'index.html');
const contracts = path.join(root, 'contracts', 'src');
if (
  !existsSync(webIndex) ||
  statSync(webIndex).mtimeMs < Math.max(newest(path.join(root, 'web')), newest(contracts))
) {
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--silent', '-w', 'web']);
}

// Run the system as a child so SIGTERM / Ctrl-C reach it and it can drain before exiting.
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'services', 'embedded', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
