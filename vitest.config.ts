import { defineConfig } from 'vitest/config';
import { ownProcessProject } from './web/vitest.config';

// One run for every workspace: each folder below is a vitest project with its own environment.
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
