/** Types of web/scripts/gen-verticals.mjs (the discovery of installed web-verticals). */
export interface DiscoveredVertical {
  name: string;
  moduleType: string;
  routePrefix: string | null;
  /** Pages of the prefix that also answer at the site's root ("send-package"). */
  rootPages?: string[];
}
export const GENERATED: string;
export const FIELD: string;
export function extraModuleFolders(env?: Record<string, string | undefined>): string[];
export function scannedFolders(env?: Record<string, string | undefined>): string[];
export function discoverVerticals(folders?: string[]): DiscoveredVertical[];
export function tableSource(verticals: DiscoveredVertical[]): string;
export function writeVerticalTable(env?: Record<string, string | undefined>): string;
