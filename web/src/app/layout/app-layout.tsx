import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppHeader } from '@/app/layout/header/app-header';
import { SessionWatcher } from '@/app/layout/session-watcher';
import { useIsSmallScreen } from '@/app/layout/use-media-query';
import { useShell } from '@/app/layout/use-shell';
import { ScrollReset } from '@/app/layout/scroll-reset';
import { ShellDialogs } from '@/app/layout/lazy-shell-dialogs';
import { PageFocus } from '@/app/layout/page-focus';
import { WhenVisible } from '@/shared/ui/when-visible';
import { useSelectModule } from '@/app/use-select-module';
import { FeatureParts } from '@/app/parts/feature-parts';
import { ProductModalHost } from '@/app/dialogs/product-modal-host';
import { LazyReviews } from '@/app/parts/reviews-part';
import { QuickView } from '@/features/catalogue/quick-view';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { sampledOnce } from '@/shared/lib/vitals/sampling';
import { useSetAtom } from '@/shared/state/app-store';
import { modulePickerOpenAtom } from '@/shared/state/dialogs';
import '@/app/layout/shell.css';

// Below the first screen or secondary: fetched right after the page, never part of its first load.
const AppFooter = lazy(() => import(/* webpackChunkName: "footer" */ '@/app/layout/footer/app-footer'));
const AppBreadcrumb = lazy(() => import(/* webpackChunkName: "breadcrumb" */ '@/app/layout/breadcrumb/app-breadcrumb'));
const ModuleRail = lazy(() => import(/* webpackChunkName: "module-rail" */ '@/features/modules/components/module-rail-container'));
// Field data: the beacon's code (the web-vitals library) only for a sampled page load, after the first view.
const WebVitals = lazyAfterFirstView(() => import(/* webpackChunkName: "web-vitals" */ '@/app/layout/web-vitals'));
const FloatingActions = lazyAfterFirstView(() => import(/* webpackChunkName: "floating-actions" */ '@/app/dialogs/floating-actions'));

/** The title index.html carries until the configuration names the marketplace (web/rsbuild.config.ts). */
const BUILT_IN_TITLE = 'Storefront';

/**
 * The frame of every page: header, breadcrumb, the module rail beside the page, footer, and the
 * app-wide dialogs. The breadcrumb and rail hide on the landing page and under 768px, where the
 * floating Select Module and Go to Home buttons show instead.
 */
export function AppLayout() {
  const { config, chosenModule, moduleType, policy } = useShell();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const small = useIsSmallScreen();
  const openModulePicker = useSetAtom(modulePickerOpenAtom);
  const choose = useSelectModule();
  const landing = pathname === '/';
  useEffect(() => {
    // Only over the built-in title: a page that names itself (a product) keeps its own.
    if (config?.business_name && (document.title === '' || document.title === BUILT_IN_TITLE)) {
      document.title = config.business_name;
    }
  }, [config?.business_name]);
  return (
    // Catalogue pages show the cart's controls and the wishlist's state, the address modal the map
    // (composed here: features never import each other).
    <FeatureParts>
      <div className="app-layout">
        {/* A new page starts at its top; going back returns to where the shopper was. */}
        <ScrollReset />
        {/* A page change that took the focused control away gives the focus to the new page's heading. */}
        <PageFocus />
        <AppHeader />
        <div className="app-body">
          {!landing && !small ? (
            <Suspense fallback={null}>
              <ModuleRail chosenId={chosenModule?.id ?? null} onChoose={(module) => void choose(module)} />
            </Suspense>
          ) : null}
          <main className="app-content">
            <div className="app-width">
              {!landing && !small ? (
                <Suspense fallback={<div className="app-breadcrumb" />}>
                  <AppBreadcrumb
                    moduleName={chosenModule?.module_name ?? null}
                    moduleType={moduleType}
                    homeCrumb={policy.home_crumb}
                    storeLabel={chosenModule?.labels?.store ?? null}
                    businessName={config?.business_name}
                  />
                </Suspense>
              ) : null}
              <Outlet />
            </div>
          </main>
        </div>
        {/* Below the first screen: fetched and drawn when the shopper scrolls near it. */}
        <WhenVisible margin="0px" placeholder={<div className="app-footer-placeholder" />}>
          <Suspense fallback={<div className="app-footer-placeholder" />}>
            <AppFooter />
          </Suspense>
        </WhenVisible>
        {small ? (
          <Suspense fallback={null}>
            <FloatingActions onSelectModule={() => openModulePicker(true)} onGoHome={() => void navigate('/home')} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <ShellDialogs />
        </Suspense>
        <SessionWatcher />
        {sampledOnce(config?.web_vitals_sample_rate) ? (
          <Suspense fallback={null}>
            <WebVitals />
          </Suspense>
        ) : null}
        <QuickView below={(item) => <LazyReviews of={{ kind: 'item', itemId: item.id }} />} />
        <ProductModalHost />
      </div>
    </FeatureParts>
  );
}
