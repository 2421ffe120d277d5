import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after one second by default, which a busy 2-core machine can spend on
// a lazy chunk and a few keystrokes; a passing test waits no longer for a longer limit.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests of the build and the stylesheet run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
