import { useConfig } from '@/shared/api/get-config';
import { useModules } from '@/shared/api/get-modules';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { chosenLocationAtom, hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';

/** What the shell's pieces decide on: configuration, chosen module, session and location. */
export function useShell() {
  const { data: config } = useConfig();
  const stored = useAtomValue(chosenModuleAtom);
  // The stored module keeps the names of the language it was chosen in; the fresh list speaks the current one.
  const { data: modules } = useModules();
  const chosenModule = (stored && modules?.find((m) => m.id === stored.id)) ?? stored;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hasZone = useAtomValue(hasLocationAtom);
  const location = useAtomValue(chosenLocationAtom);
  return {
    config,
    chosenModule,
    moduleType: chosenModule?.module_type ?? null,
    /** What the chosen module offers (its cart, wishlist, tracking, ...), from the server. */
    policy: useModulePolicy(),
    loggedIn,
    /** A delivery location with zones is stored (module selection and the wishlist depend on it). */
    hasZone,
    /** SPEC.md: the full header shows only when a location or a token exists. */
    fullHeader: loggedIn || hasZone || location !== null,
    /** Where the logo leads: home once the shopper has a location, else the landing page. */
    homeHref: hasZone ? '/home' : '/',
  };
}
