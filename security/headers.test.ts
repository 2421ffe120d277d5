import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInAccounts } from './support/actors.js';
import { type Answer, Client } from './support/client.js';
import { logActivity } from './support/records.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** The headers every answer of the site carries, pages and API alike. */
function expectSecurityHeaders(answer: Answer, options: { https: boolean; storedFile?: boolean }): void {
  const { headers } = answer;
  const csp = headers.get('content-security-policy');
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  const directives = directivesOf(csp!);
  if (options.storedFile) {
    // A stored file is served in a sandbox of its own: it runs nothing and reaches nothing of the site.
    expect(directives.has('sandbox')).toBe(true);
  } else {
    const scripts = directives.get('script-src') ?? directives.get('default-src');
    expect(scripts, 'script-src').toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  }
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(STRICT_REFERRER_POLICIES).toContain(headers.get('referrer-policy'));
  expect(headers.get('x-powered-by')).toBeNull();
  const hsts = headers.get('strict-transport-security');
  if (options.https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(hsts).toMatch(/includeSubDomains/i);
  } else {
    // Over plain http a browser would pin localhost to https.
    expect(hsts).toBeNull();
  }
}

for (const https of [true, false]) {
  describe.runIf(infrastructureConfigured())(
    `security headers, served over ${https ? 'https' : 'plain http'}`,
    () => {
      let system: SecuritySystem;
      let enrollee: Client;
      let anonymous: Client;
      let loginCookie: string | undefined;
      let contentPath: string;

      beforeAll(async () => {
        system = await startSecuritySystem({ https });
        anonymous = new Client(system);
        const { demo } = await builtInAccounts(system);
        enrollee = demo.client;
        const login = await fetch(`${system.baseUrl}/api/login`, {
          method: 'POST',
          headers: { origin: system.appUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ username: demo.username, password: demo.password }),
        });
        loginCookie = login.headers.getSetCookie().find((line) => line.startsWith('tracker_session='));
        system.keepSecret(loginCookie?.split(';')[0]?.split('=')[1]);
        const { attachmentId } = await logActivity(enrollee);
        contentPath = (await enrollee.call('GET', `/api/attachments/${attachmentId}/download`)).body
          .downloadUrl;
      });

      afterAll(async () => {
        await system?.stop();
      });

      const answers: Record<string, () => Promise<Answer>> = {
        'the app’s page': () => anonymous.call('GET', '/', { headers: { accept: 'text/html' } }),
        'a deep link into the app': () =>
          anonymous.call('GET', '/dashboard', { headers: { accept: 'text/html' } }),
        'an API answer': () => enrollee.call('GET', '/api/user'),
        'a service’s refusal': () => anonymous.call('GET', '/api/user'),
        'the gateway’s refusal': () =>
          enrollee.call('POST', '/api/activities', { json: {}, origin: 'https://evil.example' }),
        'an unknown API path': () => anonymous.call('GET', '/api/no-such-thing'),
        'the health check': () => anonymous.call('GET', '/healthz'),
      };

      it.each(Object.keys(answers))('%s carries the security headers', async (name) => {
        expectSecurityHeaders(await answers[name]!(), { https });
      });

      it('a stored file carries them too, in a sandbox', async () => {
        const answer = await enrollee.call('GET', contentPath);
        expect(answer.status).toBe(200);
        expectSecurityHeaders(answer, { https, storedFile: true });
      });

      it(`sets the session cookie HttpOnly, SameSite=Lax${https ? ' and Secure' : ''}`, () => {
        expect(loginCookie).toMatch(/;\s*HttpOnly/i);
        expect(loginCookie).toMatch(/;\s*SameSite=Lax/i);
        if (https) expect(loginCookie).toMatch(/;\s*Secure/i);
      });

      it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
        expect(leakedSecrets(system)).toEqual([]);
      });
    },
  );
}
