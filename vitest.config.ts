import { defineConfig } from 'vitest/config';

// One run for every workspace: each folder below is a vitest project with its own environment.
export default defineConfig({
  test: {
    projects: ['web', 'web/sdk', 'web-verticals/*', 'lint'],
  },
});
