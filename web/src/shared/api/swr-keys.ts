import type { ModuleType } from '@storefront/sdk';

/**
 * Every swr key in one place: an API key is the call's path (and query), so a change elsewhere can
 * revalidate exactly the answers it touches with `mutate(swrKeys.x())`.
 */
export const swrKeys = {
  config: () => '/api/v1/config',
  modules: () => '/api/v1/module',
  vertical: (moduleType: ModuleType) => ['web-vertical', moduleType] as const,
} as const;
