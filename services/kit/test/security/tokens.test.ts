import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadSessionKeys,
  SESSION_COOKIE,
  SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_ISSUER,
  type SessionClaims,
  type SessionKeys,
  signSessionToken,
  verifySessionToken,
} from '../../src/security/tokens.js';

function ed25519Pems() {
  const pair = generateKeyPairSync('ed25519');
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const claims: SessionClaims = { sub: 'user-1', sid: 'session-1', adm: false };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  let keys: SessionKeys;

  beforeEach(async () => {
    const pems = ed25519Pems();
    keys = await loadSessionKeys({ ...pems, needPrivate: true });
  });

  it('round-trips the claims, with issuer, audience, iat and a 12-hour expiry', async () => {
    const token = await signSessionToken(keys, claims);
    expect(await verifySessionToken(keys, token)).toEqual(claims);

    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(payload).toMatchObject({ iss: SESSION_TOKEN_ISSUER, aud: SESSION_TOKEN_AUDIENCE, sub: 'user-1' });
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
    expect(Math.abs(payload.iat - nowSeconds())).toBeLessThanOrEqual(2);
  });

  it('carries the impersonating administrator', async () => {
    const impersonation = { sub: 'user-2', sid: 'session-2', adm: false, act: 'admin-1' };
    const token = await signSessionToken(keys, impersonation, 60);
    expect(await verifySessionToken(keys, token)).toEqual(impersonation);
  });

  it('verifies with the public key alone', async () => {
    const pems = ed25519Pems();
    const signer = await loadSessionKeys({ privatePem: pems.privatePem, needPrivate: true });
    const verifier = await loadSessionKeys({ publicPem: pems.publicPem, needPrivate: false });
    expect(verifier.privateKey).toBeUndefined();
    const token = await signSessionToken(signer, claims);
    expect(await verifySessionToken(verifier, token)).toEqual(claims);
    await expect(signSessionToken(verifier, claims)).rejects.toThrow(/cannot sign/);
  });

  it('refuses a token signed with another key', async () => {
    const other = await loadSessionKeys({ ...ed25519Pems(), needPrivate: true });
    const token = await signSessionToken(other, claims);
    await expect(verifySessionToken(keys, token)).rejects.toThrow();
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = nowSeconds();
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      ...claims,
      iss: SESSION_TOKEN_ISSUER,
      aud: SESSION_TOKEN_AUDIENCE,
      iat: now,
      exp: now + 3600,
    })}.`;
    await expect(verifySessionToken(keys, token)).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    const now = nowSeconds();
    const token = await new SignJWT({ sid: claims.sid, adm: false })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(claims.sub)
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(keys.privateKey!);
    await expect(verifySessionToken(keys, token)).rejects.toThrow(/exp/);
  });

  it('stops accepting a token it verified before once the token expires', async () => {
    const token = await signSessionToken(keys, claims, 60);
    expect(await verifySessionToken(keys, token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await expect(verifySessionToken(keys, token)).rejects.toThrow(/exp/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a token verified before with claims of its own each time', async () => {
    const token = await signSessionToken(keys, claims);
    const first = await verifySessionToken(keys, token);
    first.adm = true;
    first.act = 'someone';
    expect(await verifySessionToken(keys, token)).toEqual(claims);
  });

  it('does not take a token verified with one key as verified with another', async () => {
    const token = await signSessionToken(keys, claims);
    expect(await verifySessionToken(keys, token)).toEqual(claims);
    const other = await loadSessionKeys({ ...ed25519Pems(), needPrivate: false });
    await expect(verifySessionToken(other, token)).rejects.toThrow();
  });

  it('refuses the wrong audience or issuer', async () => {
    const sign = (issuer: string, audience: string) =>
      new SignJWT({ sid: claims.sid, adm: false })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(keys.privateKey!);
    await expect(
      verifySessionToken(keys, await sign(SESSION_TOKEN_ISSUER, 'other-audience')),
    ).rejects.toThrow(/aud/);
    await expect(
      verifySessionToken(keys, await sign('someone-else', SESSION_TOKEN_AUDIENCE)),
    ).rejects.toThrow(/iss/);
    await expect(
      verifySessionToken(keys, await sign(SESSION_TOKEN_ISSUER, SESSION_TOKEN_AUDIENCE)),
    ).resolves.toEqual(claims);
  });

  it('refuses a tampered payload', async () => {
    const token = await signSessionToken(keys, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), adm: true };
    await expect(verifySessionToken(keys, `${header}.${base64url(changed)}.${signature}`)).rejects.toThrow();
  });

  it('refuses claims of the wrong shape even when correctly signed', async () => {
    const token = await new SignJWT({ sid: claims.sid, adm: 'yes' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(claims.sub)
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keys.privateKey!);
    await expect(verifySessionToken(keys, token)).rejects.toThrow();
  });

  it('refuses a token signed with another algorithm', async () => {
    const es256 = await generateKeyPair('ES256');
    const token = await new SignJWT({ sid: claims.sid, adm: false })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(claims.sub)
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(es256.privateKey);
    await expect(verifySessionToken(keys, token)).rejects.toThrow();
  });

  it('refuses garbage', async () => {
    await expect(verifySessionToken(keys, 'not-a-token')).rejects.toThrow();
    await expect(verifySessionToken(keys, '')).rejects.toThrow();
  });

  it('names the session cookie', () => {
    expect(SESSION_COOKIE).toMatch(/^[a-z_]+$/);
  });
});

describe('loadSessionKeys', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kit-keys-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a pair once under DATA_DIR/keys and reuses it on the next start', async () => {
    const first = await loadSessionKeys({ dataDir, needPrivate: true });
    const privatePath = join(dataDir, 'keys', 'session-private.pem');
    const publicPath = join(dataDir, 'keys', 'session-public.pem');
    expect((await stat(privatePath)).mode & 0o777).toBe(0o600);
    expect(await readFile(privatePath, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    expect(await readFile(publicPath, 'utf8')).toContain('-----BEGIN PUBLIC KEY-----');

    const token = await signSessionToken(first, claims);
    const second = await loadSessionKeys({ dataDir, needPrivate: true });
    expect(await verifySessionToken(second, token)).toEqual(claims);
    const verifyOnly = await loadSessionKeys({ dataDir, needPrivate: false });
    expect(await verifySessionToken(verifyOnly, token)).toEqual(claims);
  });

  it('ends with one pair when several starts race', async () => {
    const all = await Promise.all([1, 2, 3, 4].map(() => loadSessionKeys({ dataDir, needPrivate: true })));
    const token = await signSessionToken(all[0]!, claims);
    for (const keys of all) expect(await verifySessionToken(keys, token)).toEqual(claims);
  });

  it('verifies with a public key file alone when no private key is needed', async () => {
    const pems = ed25519Pems();
    await loadSessionKeys({ dataDir, needPrivate: true }).then(() =>
      rm(join(dataDir, 'keys', 'session-private.pem')),
    );
    await writeFile(join(dataDir, 'keys', 'session-public.pem'), pems.publicPem);
    const keys = await loadSessionKeys({ dataDir, needPrivate: false });
    expect(keys.privateKey).toBeUndefined();
    const signer = await loadSessionKeys({ privatePem: pems.privatePem, needPrivate: true });
    expect(await verifySessionToken(keys, await signSessionToken(signer, claims))).toEqual(claims);
  });

  it('prefers configured PEMs and requires the private one when asked', async () => {
    const pems = ed25519Pems();
    await expect(loadSessionKeys({ publicPem: pems.publicPem, dataDir, needPrivate: true })).rejects.toThrow(
      /SESSION_PRIVATE_KEY/,
    );
    const keys = await loadSessionKeys({ ...pems, dataDir, needPrivate: true });
    expect(keys.privateKey).toBeDefined();
    await expect(stat(join(dataDir, 'keys'))).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(
      loadSessionKeys({
        privatePem: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        needPrivate: true,
      }),
    ).rejects.toThrow();
  });
});
