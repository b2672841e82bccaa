import { theme as antdTheme } from 'antd';
// Each story needs a store of its own (the app's one store would carry state from story to story).
// eslint-disable-next-line no-restricted-imports
import { createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { FeatureParts } from '@/app/parts/feature-parts';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { VerticalSlotProvider } from '@/features/catalogue/slots';
import { i18n } from '@/shared/i18n';
import { StateProvider } from '@/shared/state/app-store';
import { APP_STORAGE_KEYS, STORAGE_KEYS } from '@/shared/storage/keys';
import { CHOSEN_LOCATION, moduleOf } from '@/test/fixtures/marketplace';

/** What the shopper has chosen before the story starts. */
export interface StoryState {
  /** The chosen module's type ("food", "grocery", …); none by default. */
  module?: string;
  /** A delivery location in zone 1 is stored. */
  location?: boolean;
  /** A customer is logged in. */
  loggedIn?: boolean;
  /** Anything else to set in the story's store before it renders (an open dialog). */
  init?: (store: StoryStore) => void;
}

export type StoryStore = ReturnType<typeof createStore>;

/** Write what the app reads from local storage at start, exactly as the app itself stores it. */
function seedStorage(state: StoryState, themeMode: string, locale: string): void {
  const storage = window.localStorage;
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  storage.removeItem(APP_STORAGE_KEYS.guestContact);
  storage.setItem(APP_STORAGE_KEYS.themeMode, JSON.stringify(themeMode));
  storage.setItem(STORAGE_KEYS.language, JSON.stringify(locale));
  if (state.module) storage.setItem(STORAGE_KEYS.module, JSON.stringify(moduleOf(state.module)));
  if (state.location) {
    storage.setItem(STORAGE_KEYS.location, JSON.stringify(CHOSEN_LOCATION));
    storage.setItem(STORAGE_KEYS.zoneIds, JSON.stringify(CHOSEN_LOCATION.zoneIds));
    storage.setItem(STORAGE_KEYS.currentLatLng, JSON.stringify({ lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng }));
  }
  if (state.loggedIn) storage.setItem(STORAGE_KEYS.token, JSON.stringify('story-token'));
}

interface Props {
  theme: 'light' | 'dark';
  locale: string;
  state: StoryState;
  route?: string;
  /** Stories of small components get a margin; pages and bars are drawn edge to edge. */
  padded: boolean;
  children: ReactNode;
}

/** The app's providers around one story, with state and caches that start afresh for each. */
export function StoryProviders({ theme, locale, state, route = '/home', padded, children }: Props) {
  const [store] = useState(() => {
    seedStorage(state, theme, locale);
    void i18n.changeLanguage(locale);
    const created = createStore();
    state.init?.(created);
    return created;
  });
  return (
    <StateProvider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, revalidateOnFocus: false }}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]}>
            <VerticalSlotProvider value={VerticalSlot}>
              <FeatureParts>
                <Canvas padded={padded}>{children}</Canvas>
              </FeatureParts>
            </VerticalSlotProvider>
          </MemoryRouter>
        </ThemeProvider>
      </SWRConfig>
    </StateProvider>
  );
}

/** The page behind the story, in the theme's layout colours, so dark stories look as in the app. */
function Canvas({ padded, children }: { padded: boolean; children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = {
    minHeight: '100vh',
    boxSizing: 'border-box' as const,
    padding: padded ? 24 : 0,
    background: token.colorBgLayout,
    color: token.colorText,
  };
  return <div style={style}>{children}</div>;
}
