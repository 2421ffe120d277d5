import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { commonConfig, loadConfig, parseConfig } from '@tracker/kit/runtime/config';
import { z } from 'zod';
import type { ServiceName } from './routes.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix] = entry.split('/');
  if (isIP(address) === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix);
}

/** `TRUST_PROXY`: how many proxies in front of the gateway to trust, or which addresses (comma list). */
const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): number | string[] => {
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Expected a hop count or a comma-separated list of addresses, subnets or loopback',
      });
      return z.NEVER;
    }
    return entries;
  });

const serviceUrl = z.url({ protocol: /^https?$/ });

function positiveInt(fallback: number) {
  return z.coerce
    .number()
    .int('Expected an integer')
    .positive('Expected a positive number')
    .default(fallback);
}

export const gatewayConfigSchema = z.object({
  ...commonConfig,
  IDENTITY_URL: serviceUrl.optional(),
  ACTIVITY_URL: serviceUrl.optional(),
  EXEMPTION_URL: serviceUrl.optional(),
  REPORTING_URL: serviceUrl.optional(),
  NOTIFICATION_URL: serviceUrl.optional(),
  VERIFICATION_URL: serviceUrl.optional(),
  WEB_DIST: z.string().default(defaultWebDist),
  TRUST_PROXY: trustProxy,
  /** Requests per address per minute across `/api`. */
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  /** Refused logins per address within the window before further attempts are turned away. */
  LOGIN_FAILURE_LIMIT: positiveInt(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  /** Prefix of the rate-limit keys, so deployments sharing one Redis keep separate counts. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('gateway'),
  MAX_BODY_MB: z.coerce.number().positive('Expected a positive number').default(12),
});

export type ParsedGatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** The gateway's configuration with `APP_URL` resolved (it defaults to localhost on `PORT`). */
export type GatewayConfig = ParsedGatewayConfig & { APP_URL: string };

/** What the app itself reads; the service addresses reach it as `targets`. */
export type GatewayAppConfig = Omit<GatewayConfig, `${Uppercase<ServiceName>}_URL`>;

/** Where each service runs; a service left out is not part of this deployment and its routes answer 503. */
export type ServiceTargets = Partial<Record<ServiceName, string>>;

/** Fills in what depends on other values: `APP_URL` defaults to `http://localhost:${PORT}`. */
export function resolveGatewayConfig(parsed: ParsedGatewayConfig): GatewayConfig {
  return { ...parsed, APP_URL: parsed.APP_URL ?? `http://localhost:${parsed.PORT}` };
}

/** Parses the gateway's configuration; throws the kit's one-line `ConfigError` when it is invalid. */
export function parseGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return resolveGatewayConfig(parseConfig(gatewayConfigSchema, env));
}

/** Parses the gateway's configuration; prints the problem and exits when it is invalid. */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return resolveGatewayConfig(loadConfig(gatewayConfigSchema, env));
}

/** The upstream address of every service, from the configuration. */
export function targetsFromConfig(config: GatewayConfig): ServiceTargets {
  return {
    identity: config.IDENTITY_URL,
    activity: config.ACTIVITY_URL,
    exemption: config.EXEMPTION_URL,
    reporting: config.REPORTING_URL,
    notification: config.NOTIFICATION_URL,
    verification: config.VERIFICATION_URL,
  };
}
