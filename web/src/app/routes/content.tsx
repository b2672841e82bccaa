import { useLocation } from 'react-router';
import { ContentPage } from '@/features/pages';

/**
 * A footer page (policies, company, parcel and courier, partner and marketing): its text comes from
 * the API by slug, the path without its slash; a policy switched off in the configuration is a 404.
 */
export function Component() {
  const { pathname } = useLocation();
  return <ContentPage slug={pathname.replace(/^\/+|\/+$/g, '')} />;
}
