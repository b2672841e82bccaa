import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { StateProvider } from '@/shared/state/app-store';

/** The app's providers with fresh state and an empty swr cache for each test. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StateProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
        <ThemeProvider>{children}</ThemeProvider>
      </SWRConfig>
    </StateProvider>
  );
}
