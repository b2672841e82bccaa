/** The module types SPEC.md names; a module of another type falls back to the generic storefront. */
export const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental'] as const;

export type ModuleType = (typeof MODULE_TYPES)[number];

/** True when `value` is one of the module types a web vertical can exist for. */
export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && (MODULE_TYPES as readonly string[]).includes(value);
}

/** The languages every storefront string exists in. */
export const LANGUAGES = ['en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];
