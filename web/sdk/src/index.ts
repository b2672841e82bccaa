export { LANGUAGES, MODULE_TYPES, isModuleType, type Language, type ModuleType } from './module-type';
export { modulePolicy, type ModulePolicy } from './module-policy';
export { useVerticalTranslation } from './translation';
export {
  defineVertical,
  verticalNamespace,
  type ItemMarkerFlags,
  type LazyComponent,
  type VerticalComponents,
  type VerticalResources,
  type VerticalSlot,
  type VerticalSlotProps,
  type WebVertical,
} from './vertical';
export * from './cart';
