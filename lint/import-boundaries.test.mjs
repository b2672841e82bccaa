import { join, resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin, { boundaryProblem } from './import-boundaries.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const at = (path) => join(ROOT, path);

describe('boundaryProblem', () => {
  it('lets app/ compose features and features use shared/', () => {
    expect(boundaryProblem(at('web/src/app/routes/landing.tsx'), '@/features/modules/components/module-tiles')).toBeNull();
    expect(boundaryProblem(at('web/src/features/modules/api/get-modules.ts'), '@/shared/api/client')).toBeNull();
    expect(boundaryProblem(at('web/src/features/modules/components/module-tile.tsx'), '../api/get-modules')).toBeNull();
  });

  it('keeps features apart, whether the import is relative or aliased', () => {
    const from = at('web/src/features/cart/components/cart-drawer.tsx');
    expect(boundaryProblem(from, '@/features/modules/api/get-modules')).toMatch(/may not import feature "modules"/);
    expect(boundaryProblem(from, '../../modules/api/get-modules')).toMatch(/may not import feature "modules"/);
    expect(boundaryProblem(from, '@/app/router')).toMatch(/may not import app/);
  });

  it('keeps shared/ below features and app', () => {
    expect(boundaryProblem(at('web/src/shared/ui/x.tsx'), '@/features/modules/api/get-modules')).toMatch(/shared/);
  });

  it('lets a web-vertical use only its files, the sdk and allowed libraries', () => {
    const from = at('web-verticals/food/src/index.ts');
    expect(boundaryProblem(from, '@storefront/sdk')).toBeNull();
    expect(boundaryProblem(from, 'antd')).toBeNull();
    expect(boundaryProblem(from, './locales/en.json')).toBeNull();
    expect(boundaryProblem(from, '../../grocery/src/index')).toMatch(/own files/);
    expect(boundaryProblem(from, '@/shared/api/client')).toMatch(/own files/);
    expect(boundaryProblem(from, 'dayjs')).toMatch(/may not use "dayjs"/);
  });

  it("lets a web-vertical's stories use Storybook, and nothing else of the vertical", () => {
    expect(boundaryProblem(at('web-verticals/rental/src/trip/trip.stories.tsx'), 'storybook/test')).toBeNull();
    expect(boundaryProblem(at('web-verticals/rental/src/trip/trip.stories.tsx'), 'storybook-react-rsbuild')).toBeNull();
    expect(boundaryProblem(at('web-verticals/rental/src/trip/trip-form.tsx'), 'storybook/test')).toMatch(/may not use "storybook"/);
  });
});

describe('storefront/import-boundaries', () => {
  it('reports crossings in imports, re-exports and dynamic imports', () => {
    new RuleTester().run('import-boundaries', plugin.rules['import-boundaries'], {
      valid: [{ code: "import { x } from '@/shared/api/client';", filename: at('web/src/features/cart/a.ts') }],
      invalid: [
        { code: "import { x } from '@/features/modules/a';", filename: at('web/src/features/cart/a.ts'), errors: 1 },
        { code: "export * from '@/features/modules/a';", filename: at('web/src/features/cart/a.ts'), errors: 1 },
        { code: "const m = import('lodash');", filename: at('web-verticals/food/src/a.ts'), errors: 1 },
      ],
    });
  });
});
