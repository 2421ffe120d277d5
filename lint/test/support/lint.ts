import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/** The repository's root, where eslint.config.js is. */
export const root = path.resolve(import.meta.dirname, '../../..');

const eslint = new ESLint({ cwd: root });

/** The rules that report on `code` as if it were the file at `filePath` (relative to the root). */
export async function rulesReportedOn(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return rulesOf(result!);
}

/** The rules that report on files on disk, each file with the rules that reported on it. */
export async function rulesReportedOnFiles(filePaths: string[]): Promise<string[][]> {
  const results = await eslint.lintFiles(filePaths);
  return filePaths.map((filePath) => rulesOf(results.find((result) => result.filePath === filePath)!));
}

function rulesOf(result: ESLint.LintResult): string[] {
  return result.messages.map((message) => message.ruleId ?? `(${message.message})`);
}

/**
 * A source file that exists under `folder`, as a path relative to the root. The tests import real
 * files, found rather than named, so that moving files around cannot make a rule look satisfied by an
 * import that no longer resolves.
 */
export function someSourceFile(folder: string): string {
  const found = firstSourceFile(folder);
  if (!found) throw new Error(`no source file under ${folder}`);
  return found;
}

function firstSourceFile(folder: string): string | undefined {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const file = entries.find((entry) => entry.isFile() && /(?<!\.test|\.d)\.tsx?$/.test(entry.name));
  if (file) return `${folder}/${file.name}`;
  for (const entry of entries) {
    const nested = entry.isDirectory() ? firstSourceFile(`${folder}/${entry.name}`) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** The name a workspace package is imported by, from its package.json. */
export function packageName(folder: string): string {
  return (JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string }).name;
}

/** The folders directly under `folder` (relative to the root), sorted. */
export function foldersIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** An import of `target` (relative to the root) written from `from`, as a relative specifier. */
export function relativeImport(from: string, target: string): string {
  const specifier = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** An import of `target` through its workspace package (`@tracker/kit/bus`), as services write them. */
export function packageImport(packageFolder: string, target: string): string {
  const inSource = path.relative(`${packageFolder}/src`, target).replace(/\.tsx?$/, '');
  return `${packageName(packageFolder)}/${inSource}`;
}
