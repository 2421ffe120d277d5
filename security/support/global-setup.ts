import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { testAmqpUrl, uniqueName } from '@tracker/kit/testing/environment';
import type { TestProject } from 'vitest/node';
import './provided-context.js';

const run = promisify(execFile);

async function rabbitmqctl(...args: string[]): Promise<void> {
  await run('rabbitmqctl', ['-q', ...args], { timeout: 60_000 });
}

function isOnThisMachine(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * The services' queues are named after the services, so two systems on one virtual host take each
 * other's events. The suite's systems get a virtual host of their own when the broker runs here
 * (`rabbitmqctl`), so other test runs on the same broker cannot disturb them; a broker elsewhere is
 * out of rabbitmqctl's reach, and its configured virtual host is shared, which holds where this
 * project's files run after every other project. CI runs the broker on its own machine, so there
 * rabbitmqctl must work: its failure fails the run rather than falling back to sharing.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const configured = testAmqpUrl();
  if (!configured) {
    project.provide('securityAmqpUrl', '');
    return undefined;
  }
  const url = new URL(configured);
  const vhost = uniqueName('tracker_security');
  const removeVhost = () =>
    rabbitmqctl('delete_vhost', vhost).catch((error: Error) => {
      console.warn(`security suite: could not remove the virtual host ${vhost}: ${error.message}`);
    });
  let created = false;
  try {
    if (!isOnThisMachine(url)) throw new Error(`the broker at ${url.host} is not on this machine`);
    await rabbitmqctl('add_vhost', vhost);
    created = true;
    await rabbitmqctl(
      'set_permissions',
      '-p',
      vhost,
      decodeURIComponent(url.username || 'guest'),
      '.*',
      '.*',
      '.*',
    );
  } catch (error) {
    if (created) await removeVhost();
    if (process.env.CI === 'true' && isOnThisMachine(url)) {
      throw new Error(
        `security suite: rabbitmqctl is required in CI for a virtual host of its own: ${(error as Error).message}`,
        { cause: error },
      );
    }
    console.warn(
      `security suite: sharing the broker's virtual host (${(error as Error).message.split('\n')[0]})`,
    );
    project.provide('securityAmqpUrl', configured);
    return undefined;
  }
  url.pathname = `/${encodeURIComponent(vhost)}`;
  project.provide('securityAmqpUrl', url.toString());
  return removeVhost;
}
