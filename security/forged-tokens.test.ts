import { createHmac } from 'node:crypto';
import {
  SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_ISSUER,
  type SessionKeys,
  loadSessionKeys,
} from '@tracker/kit/security/tokens';
import { decodeJwt, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInAccounts } from './support/actors.js';
import { Client } from './support/client.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

interface Minting {
  /** The system's own signing key, read from its data folder. */
  keys: SessionKeys;
  /** The claims of the administrator's live session. */
  claims: JWTPayload & { sid: string; adm: boolean };
}

/** A token signed with `key` (EdDSA), claims and registered claims as given. */
async function signed(
  key: CryptoKey,
  claims: Record<string, unknown>,
  registered: { issuer?: string; audience?: string; issuedAt?: number; expiresAt?: number; subject?: string },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setIssuedAt(registered.issuedAt ?? now)
    .setExpirationTime(registered.expiresAt ?? now + 3600);
  if (registered.subject !== undefined) jwt = jwt.setSubject(registered.subject);
  if (registered.issuer !== undefined) jwt = jwt.setIssuer(registered.issuer);
  if (registered.audience !== undefined) jwt = jwt.setAudience(registered.audience);
  return jwt.sign(key);
}

/** Claims like the live session's, signed with the system's own key unless told otherwise. */
function sessionLike(minting: Minting, overrides: { adm?: boolean; sid?: string } = {}) {
  return { sid: overrides.sid ?? minting.claims.sid, adm: overrides.adm ?? minting.claims.adm };
}

const forgeries: Record<string, (minting: Minting, realToken: string) => Promise<string>> = {
  'alg none, no signature': async (minting) => {
    const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url(
      JSON.stringify({
        ...sessionLike(minting),
        sub: minting.claims.sub,
        iss: SESSION_TOKEN_ISSUER,
        aud: SESSION_TOKEN_AUDIENCE,
        iat: now,
        exp: now + 3600,
      }),
    );
    return `${header}.${payload}.`;
  },
  'signed with another key': async (minting) => {
    const other = await generateKeyPair('EdDSA');
    return signed(other.privateKey, sessionLike(minting), {
      subject: minting.claims.sub,
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
    });
  },
  'HS256 keyed with the public key': async (minting) => {
    const publicPem = await exportSPKI(minting.keys.publicKey);
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        ...sessionLike(minting),
        sub: minting.claims.sub,
        iss: SESSION_TOKEN_ISSUER,
        aud: SESSION_TOKEN_AUDIENCE,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createHmac('sha256', publicPem).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  },
  expired: async (minting) => {
    const now = Math.floor(Date.now() / 1000);
    return signed(minting.keys.privateKey!, sessionLike(minting), {
      subject: minting.claims.sub,
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
      issuedAt: now - 7200,
      expiresAt: now - 60,
    });
  },
  'for another audience': async (minting) =>
    signed(minting.keys.privateKey!, sessionLike(minting), {
      subject: minting.claims.sub,
      issuer: SESSION_TOKEN_ISSUER,
      audience: 'some-other-app',
    }),
  'from another issuer': async (minting) =>
    signed(minting.keys.privateKey!, sessionLike(minting), {
      subject: minting.claims.sub,
      issuer: 'someone-else',
      audience: SESSION_TOKEN_AUDIENCE,
    }),
  'without audience or issuer': async (minting) =>
    signed(minting.keys.privateKey!, sessionLike(minting), { subject: minting.claims.sub }),
  'payload edited after signing': async (_minting, realToken) => {
    const [header, payload, signature] = realToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return `${header}.${base64url(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }))}.${signature}`;
  },
  'naming a session that does not exist': async (minting) =>
    signed(minting.keys.privateKey!, sessionLike(minting, { sid: 'A'.repeat(43) }), {
      subject: minting.claims.sub,
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
    }),
};

describe.runIf(infrastructureConfigured())('forged session tokens, through the gateway', () => {
  let system: SecuritySystem;
  let adminToken: string;
  let enrolleeToken: string;
  let minting: Minting;

  beforeAll(async () => {
    system = await startSecuritySystem();
    const { admin, demo } = await builtInAccounts(system);
    adminToken = admin.client.sessionToken!;
    enrolleeToken = demo.client.sessionToken!;
    minting = {
      keys: await loadSessionKeys({ dataDir: system.dataDir, needPrivate: true }),
      claims: decodeJwt(adminToken) as Minting['claims'],
    };
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('accepts a token minted the same way with the right claims, so the refusals below mean something', async () => {
    const token = await signed(minting.keys.privateKey!, sessionLike(minting), {
      subject: minting.claims.sub,
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
    });
    const answer = await new Client(system).call('GET', '/api/admin/users', { sessionToken: token });
    expect(answer.status).toBe(200);
  });

  describe.each(Object.keys(forgeries))('a token %s', (name) => {
    it('is refused as a cookie and as a bearer token, and the cookie is cleared', async () => {
      const token = await forgeries[name]!(minting, adminToken);
      system.keepSecret(token);
      const client = new Client(system);
      const asCookie = await client.call('GET', '/api/admin/users', { sessionToken: token });
      expect(asCookie.status).toBe(401);
      expect(asCookie.setSessionToken).toBe('');
      const asBearer = await client.call('GET', '/api/user', {
        sessionToken: null,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asBearer.status).toBe(401);
    });
  });

  it('never lets a token claim more than its session: an enrollee’s session with adm set is refused', async () => {
    const claims = decodeJwt(enrolleeToken) as Minting['claims'];
    const token = await signed(
      minting.keys.privateKey!,
      { sid: claims.sid, adm: true },
      { subject: claims.sub, issuer: SESSION_TOKEN_ISSUER, audience: SESSION_TOKEN_AUDIENCE },
    );
    system.keepSecret(token);
    const answer = await new Client(system).call('GET', '/api/admin/users', { sessionToken: token });
    expect([401, 403]).toContain(answer.status);
  });

  it('ignores identity headers a client makes up', async () => {
    const answer = await new Client(system).call('GET', '/api/user', {
      headers: {
        'x-user-id': minting.claims.sub!,
        'x-auth-user': minting.claims.sub!,
        'x-forwarded-user': 'admin',
        'x-impersonating': 'true',
      },
    });
    expect(answer.status).toBe(401);
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
