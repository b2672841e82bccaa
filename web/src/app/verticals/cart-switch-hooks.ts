import { LANGUAGES, policyOf, verticalNamespace, type VerticalHost } from '@storefront/sdk';
import { loadVertical } from '@/app/verticals/verticals';
import { i18n } from '@/shared/i18n';
import type { Module } from '@/shared/state/chosen-module';

/**
 * SPEC.md section 4's rule for carts of their own, on a module or zone switch: each of `modules`
 * whose cart is its own (policy `cart` "own": rental's trip cart) keeps or empties it for the zones
 * now selected, through its web-vertical's onModuleSwitch hook. Answers what to tell the shopper.
 */
export async function keepOwnCartsForZones(modules: readonly Module[], host: VerticalHost): Promise<string[]> {
  const own = [...new Set(modules.flatMap((m) => (policyOf(m).cart === 'own' ? [m.module_type] : [])))];
  const said = await Promise.all(own.map((type) => moduleSwitchHook(type, host)));
  return said.filter((text): text is string => text !== null);
}

/** Run the onModuleSwitch hook of `moduleType`'s web-vertical, when it has one. */
async function moduleSwitchHook(moduleType: string, host: VerticalHost): Promise<string | null> {
  const hook = (await loadVertical(moduleType))?.vertical.onModuleSwitch;
  if (!hook) return null;
  const { default: run, resources } = await hook();
  const ns = verticalNamespace(moduleType);
  // The hook's own strings, as a page's are added when it loads.
  for (const language of LANGUAGES) if (resources) i18n.addResourceBundle(language, ns, resources[language], true, true);
  // A vertical's keys are added at run time: not among the storefront's typed namespaces.
  const translate = i18n.t as unknown as (key: string, options: { ns: string }) => string;
  return run({ host, zoneIds: host.location()?.zoneIds ?? [], t: (key) => translate(key, { ns }) });
}
