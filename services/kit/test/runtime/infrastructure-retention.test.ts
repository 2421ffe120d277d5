import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonConfigSchema, parseConfig } from '../../src/runtime/config.js';
import { type EmbeddedPostgres, openEmbeddedPostgres } from '../../src/data/db.js';
import {
  openServiceInfrastructure,
  openSharedInfrastructure,
  type ServiceDefinition,
} from '../../src/runtime/infrastructure.js';
import { uniqueName } from '../../src/testing/environment.js';

const logger = pino({ level: 'silent' });

let embedded: EmbeddedPostgres;
let dataDir: string;
beforeAll(async () => {
  embedded = await openEmbeddedPostgres();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kit-retention-'));
});
afterAll(async () => {
  await embedded?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function definition(): ServiceDefinition {
  return {
    name: uniqueName('kit_runtime'),
    configSchema: commonConfigSchema,
    migrations: [],
    create: () => Promise.reject(new Error('not used')),
  };
}

async function retentionDaysFor(env: Record<string, string>): Promise<number> {
  const config = parseConfig(commonConfigSchema, { DATA_DIR: dataDir, ...env });
  const shared = await openSharedInfrastructure(config, logger, {
    embeddedPostgres: embedded,
    needPrivateKey: false,
  });
  try {
    const infra = await openServiceInfrastructure(definition(), shared, logger);
    await infra.db.close();
    return infra.db.eventRetentionDays;
  } finally {
    await shared.close();
  }
}

describe('EVENT_RETENTION_DAYS', () => {
  it('reaches each service’s database, where its relay and consumer read it', async () => {
    expect(await retentionDaysFor({ EVENT_RETENTION_DAYS: '30' })).toBe(30);
  });

  it('is a week when unset', async () => {
    expect(await retentionDaysFor({})).toBe(7);
  });
});
