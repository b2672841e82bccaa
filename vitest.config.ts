import { defineConfig } from 'vitest/config';
import { ownProcessProject } from './web/vitest.config';

// One run for every workspace: each folder below is a vitest project with its own environment, and
// web/vitest.config.ts's second project runs its files that need a process of their own.
export default defineConfig({
  test: {
    projects: [
      'web',
      ownProcessProject,
      'web/sdk',
      'web-verticals/*',
      'lint',
    ],
  },
});
