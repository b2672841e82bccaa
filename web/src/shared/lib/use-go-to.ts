import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Go to an address the server answered (a payment page, a gateway's return): one of the storefront's
 * own pages through the router, without reloading the app; another site's (Stripe's hosted page) by
 * leaving for it.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
