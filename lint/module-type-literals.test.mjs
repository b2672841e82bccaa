import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.mjs') });

/** The module-type messages ESLint gives `code` as if it were the file at `path`. */
async function moduleTypeProblems(code, path) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

const CODE = [
  "export const hasCart = (type: string) => type !== 'parcel';",
  'export const prefix = (type: string) => `${type}` === `rental`;',
  "export type Kind = 'food' | 'items';",
  "export const label = 'parcelDelivery';",
].join('\n');

describe('the module-type literal rule (eslint.config.mjs)', () => {
  it('flags a module type named in generic storefront code', async () => {
    expect(await moduleTypeProblems(CODE, 'web/src/features/cart/model/probe.ts')).toEqual([1, 2, 3]);
  });

  it('lets web-verticals, the sdk, tests and stories name them', async () => {
    for (const path of ['web-verticals/rental/src/probe.ts', 'web/sdk/src/probe.ts', 'web/src/app/probe.test.ts', 'web/src/test/probe.ts']) {
      expect(await moduleTypeProblems(CODE, path)).toEqual([]);
    }
  });
});
