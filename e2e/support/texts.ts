import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';

export type Language = 'en' | 'fr';

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function namespace(language: Language, name: string): Tree {
  const key = `${language}/${name}`;
  let tree = cache.get(key);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'shared', 'i18n', 'locales', language, `${name}.json`), 'utf8')) as Tree;
    cache.set(key, tree);
  }
  return tree;
}

/**
 * The storefront's own wording: `text('fr', 'catalogue:card.quickView')` reads the app's French
 * strings, so the journeys find buttons by the names a shopper hears, in each language, and follow
 * the wording when it changes. `{{name}}` placeholders are filled from `values`.
 */
export function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const [name = '', path = ''] = key.split(':');
  let node: string | Tree | undefined = namespace(language, name);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text "${key}" in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, field: string) => values[field] ?? '');
}

/** A bound `text` for one language. */
export const textsOf = (language: Language) => (key: string, values?: Record<string, string>) => text(language, key, values);
