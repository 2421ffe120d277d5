import { defineConfig } from 'vitest/config';

// Each workspace is a vitest project; `npm test` at the root runs them all.
export default defineConfig({
  test: {
    projects: [
      'contracts',
      'services/kit',
      'services/identity',
      'services/notification',
      'services/activity',
      'services/reporting',
      'services/exemption',
      'services/verification',
      'gateway',
      'k8s',
      'load-tests',
      'services/embedded',
      'web',
      'web/e2e',
      'security',
      'scripts',
      'lint',
    ],
  },
});
