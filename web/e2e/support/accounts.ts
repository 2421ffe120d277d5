import { linkIn } from '@tracker/kit/testing/mail';
import type { BrowserTestSystem } from './system.js';

export interface Enrollee {
  username: string;
  email: string;
  password: string;
  /** The cell number given at registration, not yet confirmed. */
  cellNumber: string;
}

/** A same-origin JSON call from outside the browser; the gateway refuses state changes from elsewhere. */
async function post(env: BrowserTestSystem, path: string, body: unknown): Promise<Response> {
  return fetch(`${env.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.url },
    body: JSON.stringify(body),
  });
}

/**
 * A second enrollee with a verified address, registered and verified through the API the way the
 * registration form and the e-mailed link do it, for tests that need someone other than `demo`;
 * `name` for a test that tells people apart by it.
 */
export async function registerVerifiedEnrollee(
  env: BrowserTestSystem,
  username: string,
  name: { firstName: string; lastName: string } = { firstName: 'Marta', lastName: 'Quintero' },
): Promise<Enrollee> {
  const enrollee = {
    username,
    email: `${username}@example.org`,
    password: 'Quiet river stones 42',
    cellNumber: '5185550147',
  };
  const registered = await post(env, '/api/register', {
    username,
    email: enrollee.email,
    password: enrollee.password,
    confirmPassword: enrollee.password,
    ...name,
    address: '8 Elm Street',
    city: 'Albany',
    state: 'NY',
    zipCode: '12207',
    cellNumber: enrollee.cellNumber,
  });
  if (registered.status !== 201) {
    throw new Error(`registering ${username} answered ${registered.status}: ${await registered.text()}`);
  }
  const mail = await env.mail.waitForMessageTo(enrollee.email);
  const token = linkIn(mail, env.url, '/verify-email').searchParams.get('token');
  const verified = await post(env, '/api/verify-email', { token });
  if (!verified.ok) {
    throw new Error(`verifying ${username} answered ${verified.status}: ${await verified.text()}`);
  }
  return enrollee;
}
