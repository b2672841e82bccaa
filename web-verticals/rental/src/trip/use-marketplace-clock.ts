import type { MarketplaceClock, VerticalHost } from '@storefront/sdk';
import { useEffect, useState } from 'react';

/**
 * The server's clock and the marketplace's time zone, asked when the form opens (a reading kept from
 * an earlier opening would put "now" in the past): undefined until answered, `error` the refusal's message.
 */
export function useMarketplaceClock(host: VerticalHost): { clock?: MarketplaceClock; error?: string } {
  const [reading, setReading] = useState<{ clock?: MarketplaceClock; error?: string }>({});
  useEffect(() => {
    let current = true;
    host.marketplaceClock().then(
      (clock) => current && setReading({ clock }),
      (error: unknown) => current && setReading({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [host]);
  return reading;
}
