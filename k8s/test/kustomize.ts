import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// Renders the kustomizations of this folder without the kustomize binary, which not every machine
// that runs the tests has. It knows only the features these kustomizations use (resources,
// namespace, images, replicas, JSON 6902 and strategic-merge patches of maps); anything else is an
// error, so a new feature cannot slip past the checks unrendered. Where kubectl is installed, the
// tests compare this rendering with `kubectl kustomize`; CI installs it and fails without it.

export type Resource = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
} & Record<string, unknown>;

interface Kustomization {
  resources?: string[];
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  patches?: Array<{ path: string; target?: { kind?: string; name?: string } }>;
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
]);

function readDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as unknown;
  });
}

/** The resources a kustomization directory produces, in order. */
export function render(dir: string): Resource[] {
  const file = path.join(dir, 'kustomization.yaml');
  const [kustomization] = readDocuments(file) as [Kustomization];
  for (const field of Object.keys(kustomization)) {
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${file}: the test renderer does not know "${field}"`);
  }
  let resources: Resource[] = [];
  for (const entry of kustomization.resources ?? []) {
    const target = path.join(dir, entry);
    if (!existsSync(target)) throw new Error(`${file}: resource ${entry} does not exist`);
    resources.push(
      ...(statSync(target).isDirectory() ? render(target) : (readDocuments(target) as Resource[])),
    );
  }
  for (const patch of kustomization.patches ?? []) {
    resources = applyPatch(resources, readDocuments(path.join(dir, patch.path))[0], patch.target);
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === name);
    if (!deployment) throw new Error(`${file}: replicas for unknown deployment ${name}`);
    (deployment.spec as Record<string, unknown>).replicas = count;
  }
  for (const image of kustomization.images ?? []) resources.forEach((r) => retag(r, image));
  if (kustomization.namespace) {
    for (const resource of resources) resource.metadata.namespace = kustomization.namespace;
  }
  return resources;
}

function applyPatch(resources: Resource[], patch: unknown, target?: { kind?: string; name?: string }) {
  if (Array.isArray(patch)) {
    const matches = (r: Resource) =>
      (!target?.kind || r.kind === target.kind) && (!target?.name || r.metadata.name === target.name);
    if (!resources.some(matches)) throw new Error(`patch target ${JSON.stringify(target)} matches nothing`);
    return resources.map((r) => (matches(r) ? applyOperations(r, patch as Operation[]) : r));
  }
  const merge = patch as Resource;
  const index = resources.findIndex((r) => r.kind === merge.kind && r.metadata.name === merge.metadata.name);
  if (index < 0) throw new Error(`patch for unknown ${merge.kind} ${merge.metadata.name}`);
  return resources.map((r, i) => (i === index ? (deepMerge(r, merge) as Resource) : r));
}

type Operation = { op: 'replace' | 'add'; path: string; value: unknown };

function applyOperations(resource: Resource, operations: Operation[]): Resource {
  const copy = structuredClone(resource);
  for (const { op, path: pointer, value } of operations) {
    if (op !== 'replace' && op !== 'add') throw new Error(`the test renderer does not know op ${op}`);
    const keys = pointer.split('/').slice(1);
    const last = keys.pop()!;
    let node = copy as Record<string, unknown>;
    for (const key of keys) node = node[key] as Record<string, unknown>;
    if (op === 'replace' && !(last in node)) throw new Error(`replace of missing ${pointer}`);
    node[last] = value;
  }
  return copy;
}

function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isMap(base) || !isMap(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = deepMerge(base[key], value);
  return out;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function retag(node: unknown, image: { name: string; newName?: string; newTag?: string }): void {
  if (Array.isArray(node)) return node.forEach((child) => retag(child, image));
  if (!isMap(node)) return;
  if (node.image === image.name && Array.isArray(node.command)) {
    node.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
  }
  for (const value of Object.values(node)) retag(value, image);
}
