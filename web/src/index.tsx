import { beginFirstView } from '@/shared/lib/after-first-view';
import { addChunkScriptsInTasksOfTheirOwn } from '@/shared/lib/chunk-scripts';
import { nextTask } from '@/shared/lib/next-task';
import '@/app/styles.css';

beginFirstView();
addChunkScriptsInTasksOfTheirOwn();

/**
 * The app starts in stages. Running a module's code for the first time costs its compilation too, and
 * the storefront's first view needs some 190 KB of it: all at once, that is one task of about 50 ms on
 * a desktop and 200 ms on a slow phone, during which the page (already painted by index.html) takes no
 * input. Each stage below runs its modules in a task of its own instead. The imports are "eager": the
 * code stays in the entry's files (nothing more to download), only its running waits.
 */
async function start(root: HTMLElement): Promise<void> {
  // The shopper's language: English is bundled; another language's strings start loading now.
  const { initI18n, i18nReady } = await import(/* webpackMode: "eager" */ '@/shared/i18n');
  // Running i18next's code and starting it are two halves of one long task on a slow phone.
  await nextTask();
  const i18n = initI18n();
  const languageReady = i18nReady();
  await nextTask();

  // The configuration and modules index.html's boot script asked for, into swr's cache.
  const { primeSharedAnswers } = await import(/* webpackMode: "eager" */ '@/shared/api/first-view-answers');
  const sharedAnswers = primeSharedAnswers();
  await nextTask();

  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();

  // antd's core (theme, styles engine) and the language's antd texts.
  const { loadAntdLocale } = await import(/* webpackMode: "eager" */ '@/app/theme/antd-locale');
  const antdTexts = loadAntdLocale(i18n.language);
  await nextTask();

  const { preloadChosenVertical } = await import(/* webpackMode: "eager" */ '@/app/verticals/verticals');
  const vertical = preloadChosenVertical();
  // A catalogue page's first screen is drawn with its answers (boot.js asked for them), not grey cards first.
  const { primeCatalogueAnswers } = await import(/* webpackMode: "eager" */ '@/app/routes/catalogue/first-answers');
  const pageAnswers = primeCatalogueAnswers(vertical);
  await nextTask();

  const { AppProviders } = await import(/* webpackMode: "eager" */ '@/app/providers');
  await nextTask();

  const { AppRoutes } = await import(/* webpackMode: "eager" */ '@/app/router');
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router');
  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await nextTask();

  // A language other than English (its strings and antd's) arrives first, so no text flashes in
  // English; so do the configuration and the modules the header draws from, and the chosen module's
  // web-vertical (its accent colour is part of antd's theme: a theme that changes after the first
  // render has every component's styles computed twice), and the page's first answers. Whatever failed
  // among them (a language chunk the network lost) is drawn without: English texts, antd's default
  // accent, grey cards while the page asks again.
  await Promise.allSettled([languageReady, antdTexts, vertical, sharedAnswers, pageAnswers]);

  // antd derives its theme's design (every colour's palettes) inside the first render, in one piece
  // React cannot slice: derived here, in a task of its own, the render finds it ready.
  const { deriveFirstTheme } = await import(/* webpackMode: "eager" */ '@/app/theme/theme-provider');
  deriveFirstTheme(await vertical);
  await nextTask();

  // index.html's static first view stays on screen until the app's first frame is ready; a transition
  // lets React yield to the browser while it renders instead of blocking in one task.
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
}

const root = document.getElementById('root');
if (root) void start(root);
