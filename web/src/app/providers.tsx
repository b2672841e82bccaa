import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { noteFirstViewCall } from '@/shared/lib/after-first-view';
import { nextTask } from '@/shared/lib/next-task';
import { appStore, StateProvider } from '@/shared/state/app-store';

/** Every call made through swr tells the first view it is waiting for it (shared/lib/after-first-view.ts). */
const trackFirstView: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const tracked = fetcher && (((...args: unknown[]) => noteFirstViewCall(Promise.resolve(fetcher(...args)))) as typeof fetcher);
  return useSWRNext(key, tracked, config);
};

/**
 * Each call starts in a task of its own. swr starts a hook's call while React commits the component
 * that mounts it (a layout effect), and a call (its headers, fetch() itself) costs the main thread
 * a few milliseconds on a phone: a page whose first commit mounts several hooks paid for all of them
 * inside that one long task (some 15 of a store page's 60 ms at a CPU benchmark index of 1,000).
 */
const callsInTasksOfTheirOwn: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const later = fetcher && (((...args: unknown[]) => nextTask().then(() => fetcher(...args))) as typeof fetcher);
  return useSWRNext(key, later, config);
};

/**
 * An answer is drawn in a transition: swr's store updates render synchronously, in one long task (a
 * home page's fifty cards at once); through useDeferredValue React draws the new answer in slices,
 * keeping the page responsive. The loading flag follows the answer shown, so no state shows "empty"
 * between "loading" and the data: while a new answer waits to be drawn, the page is loading if the
 * answer shown is none. swr re-renders a hook when a field its reader has read changes, so the flag is
 * read from swr only when the reader asks for it (a paged list does; a home strip does not, and so is
 * not drawn again, synchronously, when its call settles).
 */
const deferRenders: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { data, error } = swr;
  const now = useMemo(() => ({ data, error }), [data, error]);
  const shown = useDeferredValue(now);
  return new Proxy(swr, {
    get(target, property, receiver) {
      if (property === 'data' || property === 'error') return shown[property];
      if (property === 'isLoading') return shown === now ? target.isLoading : shown.data === undefined && shown.error === undefined;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
};

/** SPEC.md section 9: a failed call is retried once. */
const SWR_OPTIONS: SWRConfiguration = {
  errorRetryCount: 1,
  revalidateOnFocus: false,
  // The last is the innermost: the first view counts a call the moment swr makes it, not a task later.
  use: [deferRenders, callsInTasksOfTheirOwn, trackFirstView],
};

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
