import { Skeleton } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { Unavailable } from '@/app/routes/unavailable';
import { apiUrl } from '@/shared/api/client';
import { useModules } from '@/features/modules';

/**
 * /rental/provider-details?id=: a rental provider is a store of the rental module, so its page is
 * that store's page (its vehicles, hours and details), reached with the store route's query.
 */
export function Component() {
  const [params] = useSearchParams();
  const { data: modules } = useModules();
  const id = params.get('id') ?? params.get('provider_id');
  if (!id) return <Unavailable />;
  if (!modules) return <Skeleton active />;
  const rental = modules.find((module) => module.module_type === 'rental');
  if (!rental) return <Unavailable />;
  // The store route's query (SPEC.md section 2); apiUrl only joins a path and its query here.
  const to = apiUrl(`/store/${encodeURIComponent(id)}`, {
    id,
    module_id: rental.id,
    module_type: rental.module_type,
    store_zone_id: params.get('store_zone_id'),
  });
  return <Navigate replace to={to} />;
}
