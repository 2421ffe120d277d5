import vitest from '@vitest/eslint-plugin';

/** Tests that cannot pass by accident: none focused, none disabled, none without an assertion. */
export const testRules = {
  name: 'tracker/tests',
  files: ['**/*.test.{ts,tsx}'],
  plugins: { vitest },
  rules: {
    'vitest/no-focused-tests': 'error',
    // Tests that need a service or a tool are guarded with `describe.runIf` / `it.skipIf`, which this
    // rule allows; an unconditional `.skip` would leave a test off for good.
    'vitest/no-disabled-tests': 'error',
    'vitest/expect-expect': [
      'error',
      {
        assertFunctionNames: [
          'expect',
          // The suite's own assertion helpers are named expectSomething (expectTranslated,
          // expectSecurityHeaders, expectRetryAfter…) and call expect inside.
          'expect*',
          'assert',
          // supertest's `request(app).get(…).expect(200)` asserts the answer.
          '**.expect',
        ],
      },
    ],
  },
};
