#!/usr/bin/env node
// `npm run docs:architecture`: rewrites the README's generated blocks from the code they describe, so
// the picture of the services and the counts of the security suite cannot drift from it:
//   architecture   the events each service publishes and consumes (contracts/src/events/publications.ts
//                  and subscriptions.ts), as a Mermaid flowchart and a table per service
//   access-matrix  how many routes the security suite calls, as how many callers (security/route-rules.ts)
// `--check` changes nothing and fails when the README differs; scripts/test/readme.test.ts does the same.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const readmePath = path.join(root, 'README.md');

/**
 * The TypeScript modules the blocks are made from, read from their sources (the contracts' `source`
 * export condition), so the README can be regenerated without building.
 */
export async function loadSources() {
  // Loaded on demand: vite's module runner is what reads TypeScript here, and it is not needed to render.
  const { runnerImport } = await import('vite');
  const config = {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
  };
  const load = async (file) => (await runnerImport(path.join(root, file), config)).module;
  const [{ publications }, { subscriptions }, { routeRules, roles }] = await Promise.all([
    load('contracts/src/events/publications.ts'),
    load('contracts/src/events/subscriptions.ts'),
    load('security/route-rules.ts'),
  ]);
  return { publications, subscriptions, routeRules, roles };
}

/** Every generated block of the README, by the name its markers carry. */
export function renderBlocks(sources) {
  return {
    architecture: renderArchitecture(sources),
    'access-matrix': renderAccessMatrix(sources),
  };
}

/**
 * `text` with the lines between each block's `<!-- name:start -->` and `<!-- name:end -->` replaced.
 * The content takes the start marker's indentation, so a block may sit inside a list item.
 */
export function replaceBlocks(text, blocks) {
  let result = text;
  for (const [name, content] of Object.entries(blocks)) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end, from);
    if (from < 0 || to < 0 || result.indexOf(start, from + 1) >= 0 || result.indexOf(end, to + 1) >= 0) {
      throw new Error(`README.md needs exactly one "${start}" followed by one "${end}"`);
    }
    const indent = result.slice(result.lastIndexOf('\n', from) + 1, from);
    if (indent.trim() !== '') throw new Error(`"${start}" must start its line`);
    const indented = content
      .split('\n')
      .map((line) => (line === '' ? line : indent + line))
      .join('\n');
    result = `${result.slice(0, from + start.length)}\n${indented}\n${indent}${result.slice(to)}`;
  }
  return result;
}

// ---- architecture ----

/**
 * The services in the order the publications table lists them, then any that only consume. An
 * event's name is its type, with its version only where the product has more than one of that type.
 */
function eventGraph({ publications, subscriptions }) {
  const services = [...new Set([...Object.keys(publications), ...Object.keys(subscriptions)])];
  const definitions = [...Object.values(publications), ...Object.values(subscriptions)].flat();
  const versionsOf = new Map();
  for (const def of definitions)
    versionsOf.set(def.type, new Set([...(versionsOf.get(def.type) ?? []), def.version]));
  const keyOf = (def) => `${def.type}.v${def.version}`;
  const nameOf = (def) => (versionsOf.get(def.type).size > 1 ? `${def.type} v${def.version}` : def.type);

  const events = new Map();
  const eventOf = (def) => {
    const key = keyOf(def);
    if (!events.has(key)) events.set(key, { key, name: nameOf(def), publishers: [], consumers: [] });
    return events.get(key);
  };
  for (const service of services) {
    for (const def of publications[service] ?? []) eventOf(def).publishers.push(service);
  }
  for (const service of services) {
    for (const def of subscriptions[service] ?? []) eventOf(def).consumers.push(service);
  }
  const named = (defs) => (defs ?? []).map((def) => events.get(keyOf(def)).name);
  const rows = services.map((service) => ({
    service,
    publishes: named(publications[service]),
    consumes: named(subscriptions[service]),
  }));
  return { services, events: [...events.values()], rows };
}

const nodeId = (prefix, name) => `${prefix}_${name.replace(/[^a-zA-Z0-9]+/g, '_')}`;

/**
 * Three columns, read left to right: each service as a publisher, the events, each service as a
 * consumer. Drawing a service once would make every arrow into it loop back across the picture.
 */
function mermaidFlowchart({ services, events }) {
  const publisher = (service) => nodeId('p', service);
  const consumer = (service) => nodeId('c', service);
  const event = (item) => nodeId('e', item.key);
  const lines = ['```mermaid', 'flowchart LR'];
  lines.push('  subgraph publishers [publishes]');
  for (const service of services) lines.push(`    ${publisher(service)}[${service}]`);
  lines.push('  end');
  lines.push('  subgraph events [events]');
  for (const item of events) lines.push(`    ${event(item)}(["${item.name}"])`);
  lines.push('  end');
  lines.push('  subgraph consumers [consumes]');
  for (const service of services) lines.push(`    ${consumer(service)}[${service}]`);
  lines.push('  end');
  for (const item of events) {
    if (item.publishers.length > 0)
      lines.push(`  ${item.publishers.map(publisher).join(' & ')} --> ${event(item)}`);
    if (item.consumers.length > 0)
      lines.push(`  ${event(item)} --> ${item.consumers.map(consumer).join(' & ')}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** A Markdown table with its columns padded as Prettier pads them. */
export function markdownTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Per service, a table of the events it publishes beside those it consumes. */
function serviceTables(rows) {
  return rows.map(({ service, publishes, consumes }) => {
    const cells = (names, at) => (at < names.length ? `\`${names[at]}\`` : '');
    const lines = Array.from({ length: Math.max(publishes.length, consumes.length) }, (_, at) => [
      cells(publishes, at),
      cells(consumes, at),
    ]);
    return `**${service}**\n\n${markdownTable(['publishes', 'consumes'], lines)}`;
  });
}

function renderArchitecture(sources) {
  const graph = eventGraph(sources);
  return [mermaidFlowchart(graph), ...serviceTables(graph.rows)].join('\n\n');
}

// ---- access matrix ----

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const counted = (count) => numberWords[count] ?? count.toLocaleString('en-US');

function renderAccessMatrix({ routeRules, roles }) {
  const cases = routeRules.length * roles.length;
  return (
    `\`security/route-rules.ts\` holds ${routeRules.length.toLocaleString('en-US')} routes and the suite plays ` +
    `${counted(roles.length)} callers (${roles.join(', ')}): ${cases.toLocaleString('en-US')} route × caller cases.`
  );
}

// ---- command ----

async function main() {
  const check = process.argv.includes('--check');
  const readme = await readFile(readmePath, 'utf8');
  const updated = replaceBlocks(readme, renderBlocks(await loadSources()));
  if (updated === readme) {
    console.log('README.md is up to date.');
  } else if (check) {
    console.error('README.md is out of date: run `npm run docs:architecture`.');
    process.exitCode = 1;
  } else {
    await writeFile(readmePath, updated);
    console.log('README.md rewritten.');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
