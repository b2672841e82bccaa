import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { mutate } from 'swr';
import { isModuleType } from '@storefront/sdk';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { loadAntdLocale } from '@/app/theme/antd-locale';
import { loadVertical } from '@/app/verticals';
import { swrKeys } from '@/shared/api/swr-keys';
import { i18nReady, initI18n } from '@/shared/i18n';
import { beginFirstView } from '@/shared/lib/after-first-view';
import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import '@/app/styles.css';

const i18n = initI18n();
beginFirstView();

/**
 * The chosen module's web-vertical (a tiny chunk) before the first render: its accent colour is part
 * of antd's theme, and a theme that changes after the first render has every component's styles
 * computed twice. Put in swr's cache, where useVertical finds it.
 */
async function preloadVertical(): Promise<void> {
  const stored = readStored(STORAGE_KEYS.module);
  const moduleType = typeof stored === 'object' && stored !== null ? (stored as { module_type?: unknown }).module_type : null;
  if (typeof moduleType !== 'string' || !isModuleType(moduleType)) return;
  try {
    await mutate(swrKeys.vertical(moduleType), await loadVertical(moduleType), { revalidate: false });
  } catch {
    // The page loads it again as usual.
  }
}

const root = document.getElementById('root');
if (root) {
  // A language other than English (its strings and antd's) arrives first, so no text flashes in English.
  void Promise.all([i18nReady(), loadAntdLocale(i18n.language), preloadVertical()]).then(() => {
    // index.html's static first view stays on screen until the app's first frame is ready; a
    // transition lets React yield to the browser while it renders instead of blocking in one task.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}
