import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { homeFirstScreenKeys } from '@/features/catalogue/api/home-first-screen';
import type { LoadedVertical } from '@/app/verticals/verticals';
import { primePageAnswers } from '@/shared/api/first-view-answers';
import { appStore } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { zoneIdsAtom } from '@/shared/state/location';

/**
 * A first visit to /home: the answers of its first screen (categories, popular stores and items) put
 * in swr's cache before the first render, when /home draws the catalogue's home: a module and a
 * location are chosen, and the module's web-vertical (`vertical`) has no home of its own. The page is
 * then drawn once, with its cards, rather than as grey cards replaced by a second render, which also
 * came synchronously when an answer landed before React's effects had run (docs/web.md).
 */
export async function primeHomeAnswers(vertical: Promise<LoadedVertical | null>): Promise<void> {
  if (window.location.pathname !== '/home') return;
  const moduleId = appStore.get(chosenModuleAtom)?.id ?? null;
  const zoneIds = appStore.get(zoneIdsAtom);
  if (moduleId === null || !zoneIds?.length) return;
  if ((await vertical)?.home) return;
  await primePageAnswers(homeFirstScreenKeys({ moduleId, zoneIds }), fetchCatalogue);
}
