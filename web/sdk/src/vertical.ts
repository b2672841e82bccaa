import type { ComponentType } from 'react';
import type { CartItem, CartLineView } from './cart/types';
import { LANGUAGES, isModuleType, type Language, type ModuleType } from './module-type';

/** The props the storefront passes to each component a vertical may supply, by slot name. */
export interface VerticalSlotProps {
  /** A short introduction of the chosen module, shown under the module tiles. */
  ModuleIntro: { moduleName: string };
  /**
   * Marks on an item that only this module shows (food: veg or non-veg, halal), beside its name on
   * cards. `vegNonVeg` is the config's toggle_veg_non_veg.
   */
  ItemMarkers: { item: ItemMarkerFlags; vegNonVeg: boolean };
  /**
   * The module's own product modal (food: the food variant modal) to choose an item's options and
   * add it to the cart, or to edit the cart `line` it was opened from. The cart comes from
   * `useCartApi`; `onClose` is called once the modal should go (saved or dismissed).
   */
  ProductModal: {
    item: CartItem & ItemMarkerFlags & { description: string };
    line: CartLineView | null;
    /** The config's toggle_veg_non_veg. */
    vegNonVeg: boolean;
    onClose: () => void;
  };
}

/** The item flags marks are drawn from (SPEC.md section 3: veg 0 means non-veg; flags are 0 or 1). */
export interface ItemMarkerFlags {
  veg: number;
  is_halal: number;
  halal_tag_status: number;
}

export type VerticalSlot = keyof VerticalSlotProps;

/** A component fetched the first time it renders, so a vertical's code costs nothing until it is used. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

export type VerticalComponents = { readonly [S in VerticalSlot]?: LazyComponent<VerticalSlotProps[S]> };

/** A vertical's own strings: one flat namespace per language, with the same keys in each. */
export type VerticalResources = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** What a web-vertical exports: the web side of one module type. */
export interface WebVertical {
  readonly moduleType: ModuleType;
  /** The module's accent colour: the theme's primary colour while a module of this type is chosen. */
  readonly accent: string;
  readonly resources: VerticalResources;
  readonly components: VerticalComponents;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The i18next namespace holding a vertical's strings. */
export function verticalNamespace(moduleType: ModuleType): string {
  return `vertical-${moduleType}`;
}

/** Check and freeze a vertical; a broken one fails when its bundle loads, not later on some screen. */
export function defineVertical<const V extends WebVertical>(vertical: V): V {
  const problems = verticalProblems(vertical);
  if (problems.length > 0) {
    throw new Error(`Invalid web vertical "${String(vertical.moduleType)}": ${problems.join('; ')}`);
  }
  return Object.freeze(vertical);
}

function verticalProblems(vertical: WebVertical): string[] {
  const problems: string[] = [];
  if (!isModuleType(vertical.moduleType)) problems.push('unknown module type');
  if (!HEX_COLOUR.test(vertical.accent)) problems.push('accent must be a colour like #1677ff');
  const [first, ...others] = LANGUAGES;
  const keys = Object.keys(vertical.resources[first] ?? {}).sort().join(',');
  for (const language of others) {
    if (Object.keys(vertical.resources[language] ?? {}).sort().join(',') !== keys) {
      problems.push(`strings in "${language}" do not have the same keys as in "${first}"`);
    }
  }
  return problems;
}
