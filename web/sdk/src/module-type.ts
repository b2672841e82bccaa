/**
 * A module's type, as the server sends it ("food", "rental", or a type a plugin adds). The storefront
 * knows the types it has web bundles for from its generated table (web/src/app/verticals/verticals.ts); a module
 * of another type gets the generic storefront.
 */
export type ModuleType = string;

/** The shape of a module type: a lower-case name (the discovery script checks bundles against it too). */
const MODULE_TYPE = /^[a-z][a-z0-9_-]{0,39}$/;

/** True when `value` is shaped like a module type. */
export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && MODULE_TYPE.test(value);
}

/** The languages every storefront string exists in. */
export const LANGUAGES = ['en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];
