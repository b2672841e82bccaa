/**
 * The modules feature's public pieces. The picker dialog and the rail carry antd's Modal and Tooltip:
 * the app loads them with React.lazy (their default exports), never with the first page.
 */
export { ModuleTiles } from '@/features/modules/components/module-tiles';
export { EmptyModuleNotice } from '@/features/modules/components/empty-module-notice';
export { useModules, getModules, type Module } from '@/shared/api/get-modules';
export {
  selectModule,
  MODULE_NAVIGATION_DELAY_MS,
  type ModuleSelectionEnv,
  type ModuleSelectionOutcome,
  type ModuleSelectionTexts,
} from '@/features/modules/model/select-module';
export type { ModulePickerDialogProps } from '@/features/modules/components/module-picker-dialog';
export type { ModuleRailProps } from '@/features/modules/components/module-rail';
