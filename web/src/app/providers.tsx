import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { appStore, StateProvider } from '@/shared/state/app-store';

/** SPEC.md section 9: a failed call is retried once. */
const SWR_OPTIONS: SWRConfiguration = { errorRetryCount: 1, revalidateOnFocus: false };

/** Everything every screen needs around it: state, server data, theme and antd's App context. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StateProvider store={appStore}>
      <SWRConfig value={SWR_OPTIONS}>
        <ThemeProvider>{children}</ThemeProvider>
      </SWRConfig>
    </StateProvider>
  );
}
