import { randomBytes, randomInt } from 'node:crypto';
import { uniqueName } from '@tracker/kit/testing/environment';
import { linkIn } from '@tracker/kit/testing/mail';
import { expect } from 'vitest';
import { Client } from './client.js';
import type { SecuritySystem } from './system.js';

/** An account the suite made or was given, with what it takes to sign in. */
export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

/** A strong password no list of common ones holds. */
export function newPassword(): string {
  return `Sx-${randomBytes(12).toString('base64url')}-7q`;
}

/** A registration body for a new enrollee; `overrides` may add anything, wanted or not. */
export function registrationFor(username: string, password: string, overrides: Record<string, unknown> = {}) {
  return {
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.org`,
    firstName: 'Rosa',
    lastName: 'Delgado',
    address: '200 Elm St',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93701',
    cellNumber: `(559) 555-01${String(randomInt(100)).padStart(2, '0')}`,
    preferredLanguage: 'en',
    ...overrides,
  };
}

/** Signs in through the gateway and answers the client that holds the new session. */
export async function signIn(system: SecuritySystem, username: string, password: string): Promise<Client> {
  const client = new Client(system);
  const answer = await client.call('POST', '/api/login', { json: { username, password } });
  expect(answer.status, `login of ${username}: ${answer.text}`).toBe(200);
  expect(client.sessionToken).toBeTruthy();
  return client;
}

/** The signed-in person's id. */
export async function idOf(client: Client): Promise<string> {
  const answer = await client.call('GET', '/api/user');
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

/** The link token of the newest e-mail to `email` that carries a link to `page`. */
export async function linkTokenFor(system: SecuritySystem, email: string, page: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const messages = system.mail.messages.filter((message) =>
      [message.to]
        .flat()
        .flatMap((to) => to?.value ?? [])
        .some((to) => to.address?.toLowerCase() === email.toLowerCase()),
    );
    for (const message of messages.reverse()) {
      try {
        const token = linkIn(message, system.appUrl, page).searchParams.get('token');
        if (token) {
          system.keepSecret(token);
          return token;
        }
      } catch {
        // Another kind of e-mail to the same address.
      }
    }
    if (Date.now() > deadline) throw new Error(`no ${page} link reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Registers an enrollee through the gateway without verifying the e-mail address. */
export async function registerUnverified(
  system: SecuritySystem,
  extra: Record<string, unknown> = {},
): Promise<Omit<Account, 'id'>> {
  const username = uniqueName('enrollee');
  const password = newPassword();
  system.keepSecret(password);
  const body = registrationFor(username, password, extra);
  const answer = await new Client(system).call('POST', '/api/register', { json: body });
  expect(answer.status, answer.text).toBe(201);
  return { username: body.username as string, email: body.email as string, password };
}

/** Registers an enrollee, opens the verification link from the e-mail and signs in. */
export async function registerEnrollee(
  system: SecuritySystem,
  extra: Record<string, unknown> = {},
): Promise<Account & { client: Client }> {
  const account = await registerUnverified(system, extra);
  const token = await linkTokenFor(system, account.email, '/verify-email');
  const verified = await new Client(system).call('POST', '/api/verify-email', { json: { token } });
  expect(verified.status, verified.text).toBe(200);
  const client = await signIn(system, account.username, account.password);
  return { ...account, id: await idOf(client), client };
}

/** The id an administrator sees for `username` in the user list. */
export async function userIdByName(admin: Client, username: string): Promise<string> {
  const answer = await admin.call('GET', '/api/admin/users');
  expect(answer.status).toBe(200);
  const users = (Array.isArray(answer.body) ? answer.body : answer.body.users) as Array<{
    id: string;
    username: string;
  }>;
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`${username} is not in the user list`);
  return user.id;
}

/** Why the suite's administrator impersonates someone, as the audit trail keeps it. */
export const IMPERSONATION_REASON = 'Security suite: checking what an impersonator may do';

/** A new session of `admin` impersonating `userId`: the client holds the impersonation session. */
export async function impersonating(system: SecuritySystem, admin: Account, userId: string): Promise<Client> {
  const client = await signIn(system, admin.username, admin.password);
  const answer = await client.call('POST', `/api/admin/impersonate/${userId}`, {
    json: { reason: IMPERSONATION_REASON },
  });
  expect(answer.status, answer.text).toBe(200);
  return client;
}

/** The bootstrap administrator and the seeded demo enrollee of the launched system. */
export async function builtInAccounts(system: SecuritySystem): Promise<{
  admin: Account & { client: Client };
  demo: Account & { client: Client };
}> {
  const { admin, demo } = system.credentials;
  const adminClient = await signIn(system, admin.username, admin.password);
  const demoClient = await signIn(system, demo.username, demo.password);
  const demoUser = await demoClient.call('GET', '/api/user');
  return {
    admin: { ...admin, id: await idOf(adminClient), client: adminClient },
    demo: {
      username: demo.username,
      password: demo.password,
      email: demoUser.body.email as string,
      id: demoUser.body.id as string,
      client: demoClient,
    },
  };
}
