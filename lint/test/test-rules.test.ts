import { describe, expect, it } from 'vitest';
import { rulesReportedOn } from './support/lint.js';

const probe = 'lint/test/lint-probe.test.ts';

/** A test file around `body`, with what the bodies use; exported, so that none of it is unused. */
function testFile(body: string): string {
  return `import request from 'supertest';
import { describe, expect, it } from 'vitest';

export { describe, expect, it, request };
export declare const app: Parameters<typeof request>[0];
export declare function expectTranslated(messages: object): void;
export const add = (a: number, b: number) => a + b;

${body}
`;
}

describe('rules for tests', () => {
  it.each([
    ['a focused test', "it.only('adds', () => {\n  expect(add(1, 1)).toBe(2);\n});"],
    [
      'a focused suite',
      "describe.only('add', () => {\n  it('adds', () => {\n    expect(add(1, 1)).toBe(2);\n  });\n});",
    ],
  ])('refuses %s', async (_what, body) => {
    expect(await rulesReportedOn(testFile(body), probe)).toEqual(['vitest/no-focused-tests']);
  });

  it('refuses a test switched off for good', async () => {
    const body = "it.skip('adds', () => {\n  expect(add(1, 1)).toBe(2);\n});";
    expect(await rulesReportedOn(testFile(body), probe)).toEqual(['vitest/no-disabled-tests']);
  });

  it('refuses a test that asserts nothing', async () => {
    const body = "it('adds', () => {\n  add(1, 1);\n});";
    expect(await rulesReportedOn(testFile(body), probe)).toEqual(['vitest/expect-expect']);
  });

  it.each([
    ['expect', "it('adds', () => {\n  expect(add(1, 1)).toBe(2);\n});"],
    ['an expectSomething helper', "it('translates', () => {\n  expectTranslated({});\n});"],
    [
      "supertest's expect",
      "it('answers', async () => {\n  await request(app).get('/healthz').expect(200);\n});",
    ],
    ['expect.hasAssertions', "it('runs a case', () => {\n  expect.hasAssertions();\n  add(1, 1);\n});"],
    [
      'a guard on what the machine has',
      "describe.runIf(process.env.TEST_REDIS_URL !== undefined)('on Redis', () => {\n  it.skipIf(add(1, 1) !== 2)('adds', () => {\n    expect(add(1, 1)).toBe(2);\n  });\n});",
    ],
  ])('accepts a test that asserts with %s', async (_how, body) => {
    expect(await rulesReportedOn(testFile(body), probe)).toEqual([]);
  });
});
