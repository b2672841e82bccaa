import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleType } from './module-type';
import { verticalNamespace } from './vertical';

type Values = Record<string, string | number>;
type Translate = (key: string, options: Values & { ns: string }) => string;

/**
 * The translate function for a vertical's own strings.
 *
 * The storefront's namespaces are typed at build time; a vertical's are added when its bundle loads,
 * so its keys are plain strings here and `defineVertical` checks that every language has them all.
 */
export function useVerticalTranslation(moduleType: ModuleType): (key: string, values?: Values) => string {
  const { t } = useTranslation();
  const ns = verticalNamespace(moduleType);
  return useCallback((key: string, values: Values = {}) => (t as unknown as Translate)(key, { ...values, ns }), [t, ns]);
}
