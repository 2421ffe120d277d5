import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker compose cannot run on every machine that runs the tests, so the file is checked as data:
// every program of the workspace has a service that runs its built entry point, with a healthcheck.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      command?: string[];
      image?: string;
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
      for (const variable of ['DATABASE_URL', 'AMQP_URL', 'REDIS_URL', 'APP_URL']) {
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

  it('sends mail through Mailpit', () => {
    expect(compose.services.notification!.environment!.SMTP_URL).toBe('smtp://mailpit:1025');
  });
});
