import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lint', environment: 'node', include: ['*.test.mjs'] },
});
