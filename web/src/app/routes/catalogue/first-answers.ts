import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { DETAILS_SCOPE } from '@/features/catalogue/api/get-item';
import { homeFirstScreenKeys } from '@/features/catalogue/api/home-first-screen';
import type { LoadedVertical } from '@/app/verticals/verticals';
import { primePageAnswers } from '@/shared/api/first-view-answers';
import { swrKeys } from '@/shared/api/swr-keys';
import { appStore } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { zoneIdsAtom } from '@/shared/state/location';

/**
 * A first visit to a catalogue page: the answers its first screen draws are put in swr's cache before
 * the first render (web/boot/boot.js asked for them already), so the page is drawn once, with them,
 * rather than as grey cards replaced by a second render, which also came synchronously when an answer
 * landed before React's effects had run (docs/web.md). Only for pages whose hooks mount with the first
 * render and take these answers (shared/api/first-view-answers.ts):
 * - /home, when it draws the catalogue's home: a module and a location are chosen, and the module's
 *   web-vertical (`vertical`) has no home of its own. Its categories, popular stores and items.
 * - /product/{id}?id={slug or id}: the item (routes/catalogue/product.tsx reads the key the same way).
 * - /store/{id}?id={slug or id}: the store's details, asked in the shopper's scope (routes/catalogue/
 *   store.tsx), which the store's header draws from; its items follow as before.
 */
export async function primeCatalogueAnswers(vertical: Promise<LoadedVertical | null>): Promise<void> {
  const { pathname, search } = window.location;
  const keyIn = (path: RegExpExecArray) => new URLSearchParams(search).get('id') || decodeURIComponent(path[1] ?? '');
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) return primePageAnswers([swrKeys.item(keyIn(product), DETAILS_SCOPE)], fetchCatalogue);
  // The shopper's scope: the store page and /home ask in it.
  const moduleId = appStore.get(chosenModuleAtom)?.id ?? null;
  const zoneIds = appStore.get(zoneIdsAtom);
  if (moduleId === null || !zoneIds?.length) return;
  const scope = { moduleId, zoneIds };
  const store = /^\/store\/([^/]+)\/?$/.exec(pathname);
  if (store && store[1] !== 'latest' && store[1] !== 'popular') {
    return primePageAnswers([swrKeys.store(keyIn(store), scope)], fetchCatalogue);
  }
  if (pathname !== '/home' || (await vertical)?.home) return;
  await primePageAnswers(homeFirstScreenKeys(scope), fetchCatalogue);
}
