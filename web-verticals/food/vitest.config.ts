import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'vertical-food', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'] },
});
