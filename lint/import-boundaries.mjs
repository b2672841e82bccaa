// The storefront's import boundaries, checked on resolved paths so relative and "@/" imports are
// treated alike (bulletproof-react's rules, plus the web-vertical contract from DESIGN.md):
// - shared/ imports neither features/ nor app/; a feature imports no other feature and not app/;
// - web/sdk imports nothing of the storefront;
// - a web-vertical imports only its own files, the sdk and the libraries the contract allows.
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const WEB_SRC = join(ROOT, 'web', 'src');
const SDK = join(ROOT, 'web', 'sdk');
const VERTICALS = join(ROOT, 'web-verticals');

/** Packages a web-vertical's stories may use besides. */
const STORY_PACKAGES = ['storybook', 'storybook-react-rsbuild'];

/** Packages a web-vertical may use (DESIGN.md: only web/sdk, react, antd, swr, i18n). */
export const VERTICAL_PACKAGES = [
  '@storefront/sdk',
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  'swr',
  'i18next',
  'react-i18next',
];

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Where a file sits: { area: 'app' | 'shared' | 'feature' | 'sdk' | 'vertical' | 'other', name? }. */
export function placeOf(path) {
  if (inside(path, SDK)) return { area: 'sdk' };
  if (inside(path, VERTICALS)) return { area: 'vertical', name: relative(VERTICALS, path).split(sep)[0] };
  if (!inside(path, WEB_SRC)) return { area: 'other' };
  const [top, name] = relative(WEB_SRC, path).split(sep);
  if (top === 'features') return { area: 'feature', name };
  return { area: top === 'app' || top === 'shared' ? top : 'other' };
}

/** The file an import points at, or null for a package. */
function targetOf(specifier, importer) {
  if (specifier.startsWith('.')) return resolve(dirname(importer), specifier);
  if (specifier.startsWith('@/')) return join(WEB_SRC, specifier.slice(2));
  return null;
}

/** Why importing `specifier` from `importer` crosses a boundary, or null when it may. */
export function boundaryProblem(importer, specifier) {
  const from = placeOf(importer);
  const target = targetOf(specifier, importer);
  const to = target ? placeOf(target) : { area: 'package', name: packageName(specifier) };
  switch (from.area) {
    case 'shared':
      return to.area === 'feature' || to.area === 'app' ? 'shared code may not import features or app' : null;
    case 'feature':
      if (to.area === 'app') return 'a feature may not import app';
      return to.area === 'feature' && to.name !== from.name
        ? `feature "${from.name}" may not import feature "${to.name}": compose them in app/`
        : null;
    case 'sdk':
      return to.area === 'package' || to.area === 'sdk' ? null : 'web/sdk may not import the storefront';
    case 'vertical':
      if (to.area === 'package') {
        // A vertical's stories are Storybook's, as the storefront's are: never part of its bundle.
        if (importer.endsWith('.stories.tsx') && STORY_PACKAGES.includes(to.name)) return null;
        return VERTICAL_PACKAGES.includes(to.name) ? null : `a web-vertical may not use "${to.name}"`;
      }
      return to.area === 'vertical' && to.name === from.name
        ? null
        : 'a web-vertical imports only its own files, @storefront/sdk and allowed libraries';
    default:
      return null;
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, shared code, the sdk and web-verticals within their boundaries' },
    schema: [],
    messages: { crossing: '{{problem}} ("{{specifier}}").' },
  },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const problem = boundaryProblem(context.filename, specifier);
      if (problem) context.report({ node: node.source, messageId: 'crossing', data: { problem, specifier } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { meta: { name: 'storefront' }, rules: { 'import-boundaries': rule } };
