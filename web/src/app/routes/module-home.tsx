import { VerticalHome } from '@/app/routes/vertical-page-at';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/** /home of a module whose web-vertical has a home of its own (see HomeRoute): that home. */
export function Component() {
  const chosen = useAtomValue(chosenModuleAtom);
  return chosen ? <VerticalHome moduleType={chosen.module_type} fallback={null} /> : null;
}
