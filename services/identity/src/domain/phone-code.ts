import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES } from '@tracker/contracts/constants/accounts';

export const PHONE_CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60 * 1000;

/** A uniformly random code of `PHONE_CODE_LENGTH` digits, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * What is stored instead of the code: bound to the person and the number it was texted to, so a
 * stored hash proves nothing about another account or number. With a million possible codes the
 * hash alone would not keep a code secret; the short lifetime and the few tries allowed do.
 */
export function hashPhoneCode(code: string, userId: string, cellNumber: string): string {
  return createHash('sha256').update(`${userId}\n${cellNumber}\n${code}`, 'utf8').digest('hex');
}

/** Compares in constant time, so answers do not hint at how much of a guess was right. */
export function phoneCodeMatches(
  storedHash: string,
  code: string,
  userId: string,
  cellNumber: string,
): boolean {
  const given = Buffer.from(hashPhoneCode(code, userId, cellNumber), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
