import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  passwordProblem,
} from '../../src/domain/password-policy.js';
import { createPasswordHasher, DEFAULT_ARGON2_COST } from '../../src/passwords.js';

describe('password policy', () => {
  it.each([
    ['Seven77', 'Enter a password of at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['password', COMMON_PASSWORD_MESSAGE],
    ['PASSWORD1', COMMON_PASSWORD_MESSAGE],
    ['iloveyou', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    // Placeholders left in a setting, and common passwords dressed up with separators and numbers.
    ['CHANGE-ME', COMMON_PASSWORD_MESSAGE],
    ['Change_Me_2024', COMMON_PASSWORD_MESSAGE],
    ['replace-me', COMMON_PASSWORD_MESSAGE],
    ['Monkey2024!', COMMON_PASSWORD_MESSAGE],
    ['base-ball-99', COMMON_PASSWORD_MESSAGE],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['Eight888x', 'Correct-Horse-Battery-42', 'x'.repeat(128), 'tres tristes tigres'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it('compares without case', () => {
    expect(isCommonPassword('BaseBall')).toBe(true);
    expect(isCommonPassword('Correct-Horse-Battery-42')).toBe(false);
  });
});

describe('password hashing', () => {
  it('uses argon2id with the OWASP cost by default', async () => {
    const hasher = createPasswordHasher();
    const hashed = await hasher.hash('Correct-Horse-Battery-42');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    const options = parseOptions(hashed);
    expect(options).toMatchObject({
      memoryCost: DEFAULT_ARGON2_COST.memoryCost,
      timeCost: DEFAULT_ARGON2_COST.timeCost,
      parallelism: DEFAULT_ARGON2_COST.parallelism,
    });
    expect(DEFAULT_ARGON2_COST.memoryCost).toBe(19 * 1024);
    expect(await hasher.verify(hashed, 'Correct-Horse-Battery-42')).toBe(true);
    expect(await hasher.verify(hashed, 'correct-horse-battery-42')).toBe(false);
  });

  it('salts every hash and treats a malformed hash as a mismatch', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const a = await hasher.hash('same password here');
    const b = await hasher.hash('same password here');
    expect(a).not.toBe(b);
    expect(await hasher.verify('not a hash', 'same password here')).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });

  it('spends on a dummy check about the CPU time of a real one', async () => {
    // Cheaper than production so the test stays quick; the dummy uses the same cost as real hashes.
    const hasher = createPasswordHasher({ memoryCost: 8192, timeCost: 2, parallelism: 1 });
    const stored = await hasher.hash('the real password');
    // The first dummy check also makes the dummy hash: leave it out of the measure.
    await hasher.verifyDummy('warm-up');
    await hasher.verify(stored, 'warm-up');

    // CPU time of the whole process (argon2 runs on libuv's threads), which a busy machine changes
    // far less than wall time; rounds alternate the two so a slow moment weighs on both.
    const cpuMicros = async (check: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      for (let i = 0; i < 4; i += 1) await check();
      const spent = process.cpuUsage(before);
      return spent.user + spent.system;
    };
    const ratios: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const real = await cpuMicros(() => hasher.verify(stored, 'a wrong guess'));
      const dummy = await cpuMicros(() => hasher.verifyDummy('a wrong guess'));
      ratios.push(dummy / real);
    }
    const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    expect(median).toBeGreaterThan(0.5);
    expect(median).toBeLessThan(2);
  });
});
