import type { VerticalRouteParts, VerticalRouteProps } from '@storefront/sdk';
import { useNavigate, useSearchParams } from 'react-router';
import { useSelectModule } from '@/app/use-select-module';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { useMoney } from '@/features/cart/hooks/use-money';
import { apiFetch } from '@/shared/api/client';
import { useModules } from '@/shared/api/get-modules';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/**
 * The props of a page of `moduleType`'s vertical: about a module of that type (the chosen one when it
 * is of that type), or null when the marketplace has none.
 */
export function useVerticalRouteProps(moduleType: string, parts: VerticalRouteParts): VerticalRouteProps | null {
  const { data: modules } = useModules();
  const chosen = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const formatPrice = useMoney();
  const host = useVerticalHost();
  const module = modules?.find((m) => m.id === chosen?.id && m.module_type === moduleType) ?? modules?.find((m) => m.module_type === moduleType);
  return module
    ? {
        module,
        chosen: module.id === chosen?.id,
        choose: () => void choose(module),
        query,
        navigate: (to, options) => void navigate(to, options),
        fetchApi: (path) => apiFetch(path),
        formatPrice,
        parts,
        host,
      }
    : null;
}
