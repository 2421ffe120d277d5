import { z } from 'zod';
import { DEFAULT_EVENT_RETENTION_DAYS } from '../data/db.js';

/** Thrown by `parseConfig`; the message is one line naming every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

function urlWithProtocol(protocol: RegExp) {
  return z.url({ protocol, error: 'Invalid URL' });
}

// Keys in env files often carry escaped newlines ("-----BEGIN...\n...").
const pem = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').replace(/\r\n/g, '\n').trim())
  .refine((value) => /^-----BEGIN [A-Z ]+-----\n[\s\S]+\n-----END [A-Z ]+-----$/.test(value), {
    error: 'Expected a PEM-encoded key',
  });

/** Variables every service and the gateway read; spread into the service's own `z.object({...})`. */
export const commonConfig = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .min(0, 'Expected a port between 0 and 65535')
    .max(65535, 'Expected a port between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** The caller defaults it to `http://localhost:${PORT}`, which depends on the parsed port. */
  APP_URL: urlWithProtocol(/^https?$/).optional(),
  DATABASE_URL: urlWithProtocol(/^postgres(ql)?$/).optional(),
  AMQP_URL: urlWithProtocol(/^amqps?$/).optional(),
  REDIS_URL: urlWithProtocol(/^rediss?$/).optional(),
  SESSION_PRIVATE_KEY: pem.optional(),
  SESSION_PUBLIC_KEY: pem.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: urlWithProtocol(/^https?$/).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'Expected true or false' }).optional(),
  /** Days a published outbox row and an inbox row are kept before the kit deletes them. */
  EVENT_RETENTION_DAYS: z.coerce
    .number({ error: 'Expected number' })
    .int('Expected an integer')
    .positive('Expected a positive number')
    .default(DEFAULT_EVENT_RETENTION_DAYS),
};

/** `commonConfig` as one schema, for a process that needs nothing more. */
export const commonConfigSchema = z.object(commonConfig);
/** The parsed shape of `commonConfig`. */
export type CommonConfig = z.output<typeof commonConfigSchema>;

type Env = Record<string, string | undefined>;

function withoutEmptyValues(env: Env): Env {
  const out: Env = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  const [first] = issue.path;
  const missing = typeof first === 'string' && issue.path.length === 1 && env[first] === undefined;
  // zod's default text for an absent value reads "Invalid input: expected string, received undefined".
  if (missing && issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return `${name}: Required`;
  }
  return `${name}: ${issue.message}`;
}

/** Parses `env` with `schema` (empty values count as unset); throws `ConfigError` listing every problem. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const cleaned = withoutEmptyValues(env);
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, cleaned)));
}

/** `parseConfig` for a process entry point: prints the one-line problem to stderr and exits with code 1. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
