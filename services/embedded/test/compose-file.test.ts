import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityConfigSchema } from '@tracker/activity/config';
import { exemptionConfigSchema } from '@tracker/exemption/config';
import { parseGatewayConfig, targetsFromConfig } from '@tracker/gateway/config';
import { serviceNames } from '@tracker/gateway/routes';
import { identityConfigSchema } from '@tracker/identity/config';
import { type CommonConfig, parseConfig } from '@tracker/kit/runtime/config';
import { loadSessionKeys, signSessionToken, verifySessionToken } from '@tracker/kit/security/tokens';
import { notificationConfigSchema } from '@tracker/notification/config';
import { reportingConfigSchema, settingsOf } from '@tracker/reporting/config';
import { verificationConfigSchema } from '@tracker/verification/config';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker compose cannot run on every machine that runs the tests, so the file is checked as data:
// every program of the workspace has a service that runs its built entry point, with a healthcheck.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<
    string,
    {
      command?: string[];
      image?: string;
      ports?: string[];
      healthcheck?: { test: string[] };
      environment?: Record<string, string>;
      depends_on?: Record<string, unknown>;
    }
  >;
};

const programs = {
  gateway: 'gateway/dist/main.js',
  identity: 'services/identity/dist/main.js',
  notification: 'services/notification/dist/main.js',
  activity: 'services/activity/dist/main.js',
  exemption: 'services/exemption/dist/main.js',
  reporting: 'services/reporting/dist/main.js',
  verification: 'services/verification/dist/main.js',
};

describe('docker-compose.yml', () => {
  it.each(Object.entries(programs))(
    'runs %s from its built entry point with a healthcheck',
    (name, entry) => {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      expect(service?.command).toEqual(['node', entry]);
      expect(existsSync(path.join(root, entry.replace('dist/main.js', 'src/main.ts')))).toBe(true);
      expect(service?.healthcheck?.test.join(' ')).toContain('/readyz');
    },
  );

  it('gives every service the infrastructure a lone process requires', () => {
    for (const name of Object.keys(programs).filter((n) => n !== 'gateway')) {
      const env = compose.services[name]?.environment ?? {};
      for (const variable of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL', 'APP_URL', 'SESSION_PUBLIC_KEY']) {
        expect(env[variable], `${name} ${variable}`).toBeTruthy();
      }
    }
  });

  it('points the gateway at every service it routes to', () => {
    const env = compose.services.gateway?.environment ?? {};
    for (const name of Object.keys(programs).filter((n) => n !== 'gateway')) {
      expect(env[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:8080`);
      expect(compose.services.gateway?.depends_on).toHaveProperty(name);
    }
  });

  it('has the infrastructure with healthchecks', () => {
    for (const name of ['postgres', 'rabbitmq', 'redis', 'minio', 'mailpit']) {
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    }
    expect(compose.services.rabbitmq?.image).toMatch(/management/);
  });

  it('connects each service to Postgres as its own role, made by the init script', () => {
    const volumes = (compose.services.postgres as { volumes?: string[] }).volumes ?? [];
    const mount = volumes.find((volume) => volume.includes('/docker-entrypoint-initdb.d/'));
    expect(mount).toBeDefined();
    const script = readFileSync(path.join(root, mount!.split(':')[0]!), 'utf8');
    for (const name of Object.keys(programs).filter((n) => n !== 'gateway')) {
      const database = new URL(compose.services[name]!.environment!.DATABASE_URL!);
      expect(database.username, name).toBe(name);
      expect(script).toContain(`CREATE ROLE ${name} LOGIN PASSWORD '${database.password}';`);
      expect(script).toContain(`CREATE SCHEMA ${name} AUTHORIZATION ${name};`);
    }
  });

  it('stores files in the MinIO bucket, made before the services that use it start', () => {
    const bucketJob = compose.services['minio-bucket'] as { entrypoint?: string[] } | undefined;
    for (const name of ['activity', 'exemption']) {
      const env = compose.services[name]!.environment!;
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(bucketJob?.entrypoint?.join(' ')).toContain(`local/${env.S3_BUCKET}`);
      expect(compose.services[name]!.depends_on).toHaveProperty('minio-bucket');
    }
  });

  it('runs identity and reporting on the federal rule profile', () => {
    const given = { ...sessionKeysFromScript(), ADMIN_PASSWORD: `Compose-${randomUUID()}` };
    const envOf = (name: string) => interpolate(compose.services[name]!.environment!, given);
    expect(parseConfig(identityConfigSchema, envOf('identity')).COMPLIANCE_REQUIRED_HOURS).toBe(80);
    expect(settingsOf(parseConfig(reportingConfigSchema, envOf('reporting'))).profile.id).toBe(
      'federal-2027',
    );
  });

  it('sends mail through Mailpit', () => {
    expect(compose.services.notification!.environment!.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('gives the session private key to identity only, and the public key to every program', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = service.environment ?? {};
      expect('SESSION_PRIVATE_KEY' in env, `${name} SESSION_PRIVATE_KEY`).toBe(name === 'identity');
      if (name in programs) expect(env.SESSION_PUBLIC_KEY, name).toMatch(/^\$\{SESSION_PUBLIC_KEY:\?.+\}$/);
    }
    expect(compose.services.identity?.environment?.SESSION_PRIVATE_KEY).toMatch(
      /^\$\{SESSION_PRIVATE_KEY:\?.+\}$/,
    );
  });

  it('gives the Medicaid id key to identity only, its index key to identity and verification, and the link key to the services with files', () => {
    const holders = {
      MEDICAID_ID_KEY: ['identity'],
      MEDICAID_ID_INDEX_KEY: ['identity', 'verification'],
      ATTACHMENT_URL_SECRET: ['activity', 'exemption'],
    };
    for (const [secret, names] of Object.entries(holders)) {
      for (const [name, service] of Object.entries(compose.services)) {
        const value = service.environment?.[secret];
        if (names.includes(name))
          expect(value, `${name} ${secret}`).toMatch(new RegExp(`^\\$\\{${secret}:\\?.+\\}$`));
        else expect(value, `${name} ${secret}`).toBeUndefined();
      }
    }
  });

  it('publishes the Mailpit, RabbitMQ and MinIO consoles on the loopback address only', () => {
    expect(compose.services.mailpit?.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(compose.services.rabbitmq?.ports).toEqual(['127.0.0.1:15672:15672']);
    expect(compose.services.minio?.ports).toEqual(['127.0.0.1:9001:9001']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'gateway') continue;
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('requires the administrator password and bakes in no default for it', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const value = service.environment?.ADMIN_PASSWORD;
      if (value !== undefined) expect(value, name).toMatch(/^\$\{ADMIN_PASSWORD:\?[^}]+\}$/);
    }
    const substitutions = [...composeText.matchAll(/\$\{ADMIN_PASSWORD([^}]*)\}/g)].map((match) => match[1]);
    expect(substitutions.length).toBeGreaterThan(0);
    for (const rest of substitutions) expect(rest).toMatch(/^:\?/);
    expect(() => interpolate(compose.services.identity!.environment!, sessionKeysFromScript())).toThrow(
      'ADMIN_PASSWORD must be set',
    );
  });

  it('starts every program with the environment it is given, keys from compose/make-secrets.mjs', async () => {
    const given = { ...sessionKeysFromScript(), ADMIN_PASSWORD: `Compose-${randomUUID()}` };
    const envOf = (name: string) => interpolate(compose.services[name]!.environment!, given);

    const gateway = parseGatewayConfig(envOf('gateway'));
    // What gateway/src/main.ts requires on top of its schema.
    expect(gateway.REDIS_URL).toBeDefined();
    expect(gateway.SESSION_PUBLIC_KEY).toBeDefined();
    const targets = targetsFromConfig(gateway);
    for (const service of serviceNames) expect(targets[service], service).toBe(`http://${service}:8080`);

    const schemas: Record<string, z.ZodType<CommonConfig>> = {
      identity: identityConfigSchema,
      activity: activityConfigSchema,
      exemption: exemptionConfigSchema,
      reporting: reportingConfigSchema,
      notification: notificationConfigSchema,
      verification: verificationConfigSchema,
    };
    const identity = parseConfig(schemas.identity!, envOf('identity'));
    const signing = await loadSessionKeys({
      privatePem: identity.SESSION_PRIVATE_KEY,
      publicPem: identity.SESSION_PUBLIC_KEY,
      needPrivate: true,
    });
    const token = await signSessionToken(signing, { sub: 'u', sid: 's', adm: false });
    for (const name of Object.keys(schemas)) {
      const config = parseConfig(schemas[name]!, envOf(name));
      // What the kit's runStandalone requires of a lone service.
      for (const variable of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL'] as const) {
        expect(config[variable], `${name} ${variable}`).toBeDefined();
      }
      const verifying = await loadSessionKeys({
        privatePem: config.SESSION_PRIVATE_KEY,
        publicPem: config.SESSION_PUBLIC_KEY,
        needPrivate: name === 'identity',
      });
      expect((await verifySessionToken(verifying, token)).sid, name).toBe('s');
    }
  });
});

/** The lines compose/make-secrets.mjs prints, read as compose reads a double-quoted value. */
function sessionKeysFromScript(): Record<string, string> {
  const output = execFileSync(process.execPath, [path.join(root, 'compose/make-secrets.mjs')], {
    encoding: 'utf8',
  });
  const lines = output.trim().split('\n');
  expect(lines.map((line) => line.split('=', 1)[0])).toEqual([
    'SESSION_PRIVATE_KEY',
    'SESSION_PUBLIC_KEY',
    'MEDICAID_ID_KEY',
    'MEDICAID_ID_INDEX_KEY',
    'ATTACHMENT_URL_SECRET',
  ]);
  return Object.fromEntries(
    lines.map((line) => {
      const [, name, quoted] = /^(\w+)="(.*)"$/.exec(line)!;
      return [name!, quoted!.replaceAll('\\n', '\n')];
    }),
  );
}

/** Compose's variable substitution: `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (which must be given). */
function interpolate(env: Record<string, string>, given: Record<string, string>): Record<string, string> {
  const substitute = (value: string) =>
    value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
      if (given[name] !== undefined && given[name] !== '') return given[name];
      if (kind === '?') throw new Error(`${name} must be set: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    });
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, substitute(String(value))]));
}
