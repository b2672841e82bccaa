import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { installFakeApi, setRoutes } from '@/test/story-api';
import { StoryProviders, type StoryState } from '@/test/story-providers';
import { initI18n } from '@/shared/i18n';
import { ON_DEMAND_NAMESPACES } from '@/shared/i18n/resources';
// The app's global styles and the shell's (the app layout brings them to every page).
import '@/app/styles.css';
import '@/app/layout/shell.css';

const i18n = initI18n('en');
installFakeApi();

/**
 * Every story gets the app's providers: antd's ConfigProvider and App context (the app's own
 * ThemeProvider, light or dark from the toolbar), i18n in English or French, a fresh jotai store,
 * a fresh swr cache over the fake API, a router, and the web-vertical slot (food's marks).
 * `parameters.state` presets what the shopper chose (module, location, login); `parameters.api`
 * changes the fake API's answers; `parameters.route` is the page the router starts on.
 */
const withProviders: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale = context.globals.locale === 'fr' ? 'fr' : context.globals.locale === 'ar' ? 'ar' : 'en';
  setRoutes(context.parameters.api);
  const state = (context.parameters.state ?? {}) as StoryState;
  return (
    <StoryProviders
      key={`${context.id}:${theme}:${locale}`}
      theme={theme}
      locale={locale}
      state={state}
      route={context.parameters.route as string | undefined}
      padded={context.parameters.padded !== false}
    >
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // The on-demand namespaces (checkout, orders, addresses, account, pages), as the app fetches them with their pages.
  loaders: [async () => ({ strings: await i18n.loadNamespaces([...ON_DEMAND_NAMESPACES]) })],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'ar', title: 'Right to left (ar)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
