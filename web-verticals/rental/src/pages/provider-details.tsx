import { type VerticalRouteProps } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { useEffect } from 'react';

/**
 * /rental/provider-details?id=: a rental provider is a store of the rental module, so its page is
 * that store's page (its vehicles, hours and details), reached with the store route's query
 * (SPEC.md section 2).
 */
export default function ProviderDetails({ module, query, navigate, parts }: VerticalRouteProps) {
  const id = query.get('id') ?? query.get('provider_id');
  const zone = query.get('store_zone_id');
  useEffect(() => {
    if (!id) return;
    const storeQuery = new URLSearchParams({ id, module_id: String(module.id), module_type: module.module_type });
    if (zone) storeQuery.set('store_zone_id', zone);
    navigate(`/store/${encodeURIComponent(id)}?${storeQuery}`, { replace: true });
  }, [id, zone, module.id, module.module_type, navigate]);
  if (!id) return <parts.Unavailable />;
  return <Skeleton active />;
}
