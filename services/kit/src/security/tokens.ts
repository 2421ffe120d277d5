import { createPublicKey, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CryptoKey,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  jwtVerify,
  SignJWT,
} from 'jose';
import { z } from 'zod';

/** The name of the cookie that carries the session token. */
export const SESSION_COOKIE = 'tracker_session';
export const SESSION_TOKEN_ISSUER = 'tracker';
export const SESSION_TOKEN_AUDIENCE = 'tracker-session';
/** A token lives as long as a session can (the 12-hour absolute limit). */
export const SESSION_TOKEN_TTL_SECONDS = 12 * 60 * 60;

const ALGORITHM = 'EdDSA';

/** What a session token says: user, session, admin flag and, while impersonating, the administrator (`act`). */
export type SessionClaims = { sub: string; sid: string; adm: boolean; act?: string };

/** The Ed25519 pair; `privateKey` only where tokens are signed (identity). */
export interface SessionKeys {
  publicKey: CryptoKey;
  privateKey?: CryptoKey;
}

export interface LoadSessionKeysOptions {
  privatePem?: string;
  publicPem?: string;
  /** Where a generated pair is kept (`<dataDir>/keys`) when no PEM is configured. */
  dataDir?: string;
  /** Fail rather than return a verify-only pair. */
  needPrivate: boolean;
}

function publicPemOf(privatePem: string): string {
  return createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
}

async function fromPems(privatePem: string | undefined, publicPem: string | undefined): Promise<SessionKeys> {
  const publicKey = await importSPKI(publicPem ?? publicPemOf(privatePem!), ALGORITHM);
  if (privatePem === undefined) return { publicKey };
  return { publicKey, privateKey: await importPKCS8(privatePem, ALGORITHM) };
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function temporaryPath(path: string): string {
  return `${path}.${randomBytes(6).toString('hex')}.tmp`;
}

async function writeAtomically(path: string, content: string, mode: number): Promise<void> {
  const temporary = temporaryPath(path);
  await writeFile(temporary, content, { mode, flag: 'wx' });
  await rename(temporary, path);
}

/**
 * Reads the pair kept under `<dataDir>/keys`, generating it the first time. The private key file is
 * the source of truth; it is created with `link`, so when several starts race, one pair wins.
 */
async function fromDataDir(dataDir: string, needPrivate: boolean): Promise<SessionKeys> {
  const folder = join(dataDir, 'keys');
  const privatePath = join(folder, 'session-private.pem');
  const publicPath = join(folder, 'session-public.pem');

  let privatePem = await readIfPresent(privatePath);
  if (privatePem === undefined) {
    const publicPem = needPrivate ? undefined : await readIfPresent(publicPath);
    if (publicPem !== undefined) return fromPems(undefined, publicPem);

    await mkdir(folder, { recursive: true, mode: 0o700 });
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const candidate = await exportPKCS8(pair.privateKey);
    const temporary = temporaryPath(privatePath);
    await writeFile(temporary, candidate, { mode: 0o600, flag: 'wx' });
    try {
      await link(temporary, privatePath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(temporary, { force: true });
    }
    privatePem = await readFile(privatePath, 'utf8');
  }

  const publicPem = publicPemOf(privatePem);
  if ((await readIfPresent(publicPath)) !== publicPem) await writeAtomically(publicPath, publicPem, 0o644);
  return fromPems(privatePem, publicPem);
}

/**
 * The session signing keys: from PEM configuration (`SESSION_PRIVATE_KEY` / `SESSION_PUBLIC_KEY`),
 * else an Ed25519 pair generated once under `<dataDir>/keys` and reused on later starts.
 */
export async function loadSessionKeys(options: LoadSessionKeysOptions): Promise<SessionKeys> {
  const { privatePem, publicPem, dataDir, needPrivate } = options;
  if (privatePem !== undefined || publicPem !== undefined) {
    if (needPrivate && privatePem === undefined) {
      throw new Error('SESSION_PRIVATE_KEY is required to sign session tokens');
    }
    return fromPems(privatePem, publicPem);
  }
  if (dataDir === undefined)
    throw new Error('Session keys need SESSION_PRIVATE_KEY/SESSION_PUBLIC_KEY or a data folder');
  return fromDataDir(dataDir, needPrivate);
}

/** Signs `claims` as an EdDSA JWT for the session audience, valid `ttlSeconds` (12 hours by default). */
export async function signSessionToken(
  keys: SessionKeys,
  claims: SessionClaims,
  ttlSeconds: number = SESSION_TOKEN_TTL_SECONDS,
): Promise<string> {
  if (keys.privateKey === undefined) throw new Error('These session keys cannot sign (no private key)');
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = { sid: claims.sid, adm: claims.adm };
  if (claims.act !== undefined) payload.act = claims.act;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(SESSION_TOKEN_ISSUER)
    .setAudience(SESSION_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + Math.max(1, Math.floor(ttlSeconds)))
    .sign(keys.privateKey);
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  adm: z.boolean(),
  act: z.string().min(1).optional(),
});

/** How many verified tokens each public key remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  claims: SessionClaims;
  /** The token's `exp`, in milliseconds. */
  expiresAtMs: number;
}

// Every request carries the same token for hours, and the gateway and the service both verify it: an
// Ed25519 check per request was a large share of their CPU. A token that verified once verifies again
// until it expires, so the answer is remembered per key; only the expiry is checked again. Revocation
// does not depend on this: the session store is asked on every request.
const verifiedByKey = new WeakMap<CryptoKey, Map<string, VerifiedToken>>();

function rememberVerified(publicKey: CryptoKey, token: string, entry: VerifiedToken): void {
  let verified = verifiedByKey.get(publicKey);
  if (verified === undefined) {
    verified = new Map();
    verifiedByKey.set(publicKey, verified);
  }
  if (verified.size >= VERIFIED_TOKENS_MAX) {
    // Maps iterate in insertion order: the oldest entry goes first.
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, entry);
}

function rememberedClaims(publicKey: CryptoKey, token: string): SessionClaims | undefined {
  const remembered = verifiedByKey.get(publicKey)?.get(token);
  if (remembered === undefined) return undefined;
  if (remembered.expiresAtMs <= Date.now()) {
    verifiedByKey.get(publicKey)?.delete(token);
    return undefined;
  }
  return { ...remembered.claims };
}

/** Verifies an EdDSA session token (issuer, audience, expiry, claim shapes); throws on anything wrong. */
export async function verifySessionToken(keys: SessionKeys, token: string): Promise<SessionClaims> {
  const remembered = rememberedClaims(keys.publicKey, token);
  if (remembered !== undefined) return remembered;
  const { payload } = await jwtVerify(token, keys.publicKey, {
    algorithms: [ALGORITHM],
    issuer: SESSION_TOKEN_ISSUER,
    audience: SESSION_TOKEN_AUDIENCE,
    requiredClaims: ['sub', 'iat', 'exp'],
  });
  const parsed = claimsSchema.parse(payload);
  const claims: SessionClaims =
    parsed.act === undefined
      ? { sub: parsed.sub, sid: parsed.sid, adm: parsed.adm }
      : { sub: parsed.sub, sid: parsed.sid, adm: parsed.adm, act: parsed.act };
  rememberVerified(keys.publicKey, token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
  return { ...claims };
}
