import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// k6 is not installed where the tests run, so the scripts are checked as source: they parse, each one
// holds the agreed thresholds, and every journey in the README has its script.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = ['enrollee-journey.js', 'reviewer-portal.js', 'sms-burst.js'];
const source = (file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('k6 scripts', () => {
  it.each([...scripts, 'lib/config.js'])('%s parses as a module', (file) => {
    const check = spawnSync(process.execPath, ['--check', path.join(dir, file)], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('holds the capacity targets in one place', () => {
    const config = source('lib/config.js');
    expect(config).toContain("http_req_failed: ['rate<0.001']");
    expect(config).toContain("'http_req_duration{kind:read}': ['p(95)<200', 'p(99)<500']");
    expect(config).toContain("'http_req_duration{kind:write}': ['p(95)<400']");
  });

  it.each(scripts)('%s is held to the thresholds and tags its requests', (file) => {
    const text = source(file);
    expect(text).toMatch(/export const options = \{/);
    const sharedTargets = /import \{[^}]*\bthresholds\b[^}]*\} from '\.\/lib\/config\.js'/.test(text);
    expect(sharedTargets || text.includes("http_req_failed: ['rate<0.001']")).toBe(true);
    expect(text).toMatch(/^\s+thresholds(,|: \{)/m);
    expect(text.includes("kind: 'write'") || text.includes('write(')).toBe(true);
    expect(source('README.md')).toContain(`\`${file}\``);
  });
});
