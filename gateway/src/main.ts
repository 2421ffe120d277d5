import { createCache } from '@tracker/kit/runtime/create-cache';
import { createLogger } from '@tracker/kit/runtime/logger';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { onShutdown } from '@tracker/kit/runtime/shutdown';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import { loadGatewayConfig, targetsFromConfig } from './config.js';
import { startGateway } from './service.js';

const config = loadGatewayConfig();

// Alone, the gateway must see the sessions and keys of the identity service, which only a shared Redis
// and the configured public key give it; the embedded defaults are for `npm start`, which runs it in-process.
const missing = (['REDIS_URL', 'SESSION_PUBLIC_KEY'] as const).filter((name) => !config[name]);
if (missing.length > 0) {
  process.stderr.write(
    `Invalid configuration: ${missing.join(', ')} must be set to run the gateway on its own (npm start runs everything embedded)\n`,
  );
  process.exit(1);
}
const logger = createLogger('gateway', { level: config.LOG_LEVEL });
const cache = createCache({ url: config.REDIS_URL, logger });
// The gateway only verifies session tokens; signing stays with the identity service.
const keys = await loadSessionKeys({ publicPem: config.SESSION_PUBLIC_KEY, needPrivate: false });
const sessions = createSessionStore(cache);
const gateway = await startGateway({
  config,
  cache,
  keys,
  sessions,
  logger,
  targets: targetsFromConfig(config),
  port: config.PORT,
  host: config.HOST,
});
logger.info({ url: config.APP_URL, port: config.PORT, host: config.HOST }, 'gateway listening');
onShutdown({ logger, server: gateway.server, steps: [() => cache.close()] });
