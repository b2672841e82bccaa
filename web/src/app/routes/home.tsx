import type { ReactNode } from 'react';
import { useVertical } from '@/app/verticals/use-vertical';
import { verticalLoader } from '@/app/verticals/verticals';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/**
 * /home: the chosen module's own home when its web-vertical has one (parcel: send a package, track
 * one), the catalogue's home (categories, stores, items) otherwise. Both are lazy pages of their own,
 * so neither brings the other's code; this choice is all the app's first chunk carries.
 */
export function HomeRoute({ catalogue, own }: { catalogue: ReactNode; own: ReactNode }) {
  const chosen = useAtomValue(chosenModuleAtom);
  const moduleType = chosen?.module_type ?? null;
  const loaded = useVertical(moduleType);
  // Wait for the module's bundle (preloaded before the first render, so seldom) rather than flash the
  // catalogue's lists for a module that has a home of its own.
  if (verticalLoader(moduleType) && !loaded) return null;
  return loaded?.home ? own : catalogue;
}
