import { ConfigError } from '@tracker/kit/runtime/config';
import { createLogger } from '@tracker/kit/runtime/logger';
import { onShutdown } from '@tracker/kit/runtime/shutdown';
import { launchSystem, type LaunchedSystem } from './launch.js';

function banner(system: LaunchedSystem): string {
  const { admin, demo } = system.credentials;
  return [
    '',
    `  Work Requirement Tracker is running at ${system.url}`,
    '',
    `  Administrator   ${admin.username} / ${admin.password}`,
    `  Demo enrollee   ${demo.username} / ${demo.password}`,
    '',
    `  Database  ${system.mode.database}`,
    `  Events    ${system.mode.broker}`,
    `  Sessions  ${system.mode.cache}`,
    `  Files     ${system.mode.files}`,
    `  E-mail    ${system.mode.mail}`,
    `  Texts     ${system.mode.texts}`,
    '',
    '  Text hours as the demo enrollee: npm run sms -- 916-555-0142 "WORK 2 Stocked shelves"',
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

const logger = createLogger('tracker', { level: process.env.LOG_LEVEL ?? 'info' });

try {
  const system = await launchSystem(process.env, logger);
  process.stdout.write(`${banner(system)}\n`);
  onShutdown({ logger, steps: [() => system.stop()] });
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'could not start');
  }
  process.exit(1);
}
