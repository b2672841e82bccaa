export { LANGUAGES, isModuleType, type Language, type ModuleType } from './module-type';
export { SHOPPING_POLICY, policyOf, type ModulePolicy } from './module-policy';
export { useVerticalTranslation } from './translation';
export {
  dayAfter,
  dayText,
  instantOf,
  instantOfWallText,
  knowZoneOffset,
  wallText,
  wallTime,
  type CalendarDay,
  type MarketplaceClock,
  type WallTime,
  type ZoneOffsetSpan,
} from './marketplace-time';
export {
  defineVertical,
  verticalNamespace,
  type ItemMarkerFlags,
  type LazyComponent,
  type ModuleSwitchHook,
  type SearchSuggester,
  type SearchSuggestion,
  type VerticalHost,
  type VerticalItem,
  type VerticalKeys,
  type VerticalOwner,
  type VerticalPlace,
  type VerticalPoint,
  type VerticalPointChooserProps,
  type VerticalComponents,
  type VerticalModule,
  type VerticalResources,
  type VerticalRoute,
  type VerticalRouteParts,
  type VerticalRouteProps,
  type VerticalSlot,
  type VerticalSlotProps,
  type VerticalStore,
  type WebVertical,
} from './vertical';
export * from './cart';
export { LineList, type Line } from './ui/line-list';
