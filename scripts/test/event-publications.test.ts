import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eventCatalogue } from '@tracker/contracts/events/catalogue';
import { type EventDefinition, routingKey } from '@tracker/contracts/events/envelope';
import { publications } from '@tracker/contracts/events/publications';
import { describe, expect, it } from 'vitest';

// The publications table says which events each service records in its outbox; the README's picture
// is drawn from it. Nothing at run time needs it, so only this reading of the code keeps it true: a
// service publishes the event definitions that its files calling `recordEvent` import as values, and
// those of every kit helper it imports that records one (the audit trail's `audit.recorded`).

const root = path.resolve(import.meta.dirname, '../..');
const eventsDir = path.join(root, 'contracts/src/events');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/** The names a file imports as values (not `import type`, not `type X`), by module specifier. */
function valueImports(text: string): { name: string; from: string }[] {
  const found: { name: string; from: string }[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const name = specifier.trim();
      if (name === '' || name.startsWith('type ')) continue;
      found.push({ name: name.split(/\s+as\s+/)[0]!, from: match[3]! });
    }
  }
  return found;
}

const recordsEvents = (text: string) => /\brecordEvent\(/.test(text);

/** The catalogue's definition a named import of `@tracker/contracts/events/<file>` stands for, if any. */
async function definitionOf(name: string, from: string): Promise<EventDefinition | undefined> {
  const file = /^@tracker\/contracts\/events\/([\w-]+)$/.exec(from)?.[1];
  if (!file) return undefined;
  const module = (await import(pathToFileURL(path.join(eventsDir, `${file}.ts`)).href)) as Record<
    string,
    unknown
  >;
  const value = module[name];
  return eventCatalogue.find((def) => def === value);
}

/** The catalogue's definitions a file imports, when it calls `recordEvent` itself. */
async function definitionsRecordedIn(text: string): Promise<EventDefinition[]> {
  if (!recordsEvents(text)) return [];
  const defs = await Promise.all(valueImports(text).map(({ name, from }) => definitionOf(name, from)));
  return defs.filter((def) => def !== undefined);
}

/** A file's top-level declarations, each with its text: it is cut where each one starts. */
function declarations(text: string): { name: string; exported: boolean; body: string }[] {
  return text.split(/\n(?=(?:export\s+)?(?:async\s+)?(?:function|const)\s)/).flatMap((chunk) => {
    const match = /^(export\s+)?(?:async\s+)?(?:function|const)\s+(\w+)/.exec(chunk);
    if (!match) return [];
    const name = match[2]!;
    return [{ name, exported: Boolean(match[1]), body: chunk.slice(match[0].length) }];
  });
}

const calls = (body: string, name: string) => new RegExp(`\\b${name}\\(`).test(body);

/**
 * Every function the kit exports that records events, directly or through another such function,
 * with the events it records (those its file imports, for a direct call of `recordEvent`).
 */
async function kitHelpers(): Promise<Map<string, EventDefinition[]>> {
  const files = await Promise.all(
    sourceFiles(path.join(root, 'services/kit/src')).map(async (file) => {
      const text = readFileSync(file, 'utf8');
      // A function the file keeps to itself counts only for the file's own calls.
      const local = new Map<string, EventDefinition[]>();
      return { declarations: declarations(text), direct: await definitionsRecordedIn(text), local };
    }),
  );
  const helpers = new Map<string, EventDefinition[]>();
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      for (const { name, exported, body } of file.declarations) {
        const known = exported ? helpers : file.local;
        if (known.has(name)) continue;
        const recorded = new Set(recordsEvents(body) ? file.direct : []);
        for (const [other, defs] of [...helpers, ...file.local]) {
          if (calls(body, other)) defs.forEach((def) => recorded.add(def));
        }
        if (recorded.size === 0) continue;
        known.set(name, [...recorded]);
        grew = true;
      }
    }
  }
  return helpers;
}

/** What a package's code records: the events its own `recordEvent` calls name, and its kit helpers'. */
async function definitionsRecordedBy(dir: string, helpers: Map<string, EventDefinition[]>) {
  const recorded = new Set<EventDefinition>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const def of await definitionsRecordedIn(text)) recorded.add(def);
    for (const { name } of valueImports(text)) helpers.get(name)?.forEach((def) => recorded.add(def));
  }
  return recorded;
}

/** The packages whose code could record events: every service, and the gateway. */
function packagesOutsideTheKit(): string[] {
  const services = readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .map((entry) => `services/${entry.name}`);
  return [...services, 'gateway'];
}

const keys = (defs: Iterable<EventDefinition>) => [...defs].map(routingKey).sort();

describe('what each service publishes', () => {
  it('is what contracts/src/events/publications.ts declares for it, read from its code', async () => {
    const helpers = await kitHelpers();
    // Without the audit helpers most services would seem to publish less than they do.
    expect(keys(new Set([...helpers.values()].flat()))).toContain('audit.recorded.v1');

    const declared: Record<string, string[]> = {};
    const found: Record<string, string[]> = {};
    for (const dir of packagesOutsideTheKit()) {
      const name = path.basename(dir);
      const recorded = await definitionsRecordedBy(path.join(root, dir, 'src'), helpers);
      const publishes = (publications as Record<string, readonly EventDefinition[]>)[name] ?? [];
      declared[name] = keys(publishes);
      found[name] = keys(recorded);
    }
    expect(found).toEqual(declared);
    expect(Object.keys(publications).filter((name) => !(name in found))).toEqual([]);
  });
});
