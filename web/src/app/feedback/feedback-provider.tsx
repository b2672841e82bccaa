import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { createDeferredApi, type FeedbackApi } from '@/app/feedback/deferred-api';
import { afterFirstView } from '@/shared/lib/after-first-view';

const FeedbackHost = lazy(() => import(/* webpackChunkName: "feedback" */ '@/app/feedback/feedback-host'));

/**
 * The visitor's first moves: the feedback code is fetched then, before a click can need it, when
 * nothing asked for it earlier. Not on a timer: a visit that only looks at the page never pays for it
 * (a first visit's JavaScript until the page is idle stays in its budget, README's Performance).
 */
const FIRST_MOVES = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

interface Props {
  className?: string;
  children: ReactNode;
}

/**
 * antd's App component without its weight: the same root element and styles, and the same
 * message / notification / modal context (so `App.useApp()` works everywhere), but the code behind
 * those APIs loads on the visitor's first move, or at once when something is shown earlier. Calls made
 * meanwhile wait and run in order. This keeps about 22 KB (gzip) out of every page's first load.
 */
export function FeedbackProvider({ className, children }: Props) {
  const [wanted, setWanted] = useState(false);
  const [deferred] = useState(() => createDeferredApi(() => setWanted(true)));
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);

  useEffect(() => {
    const want = () => setWanted(true);
    const options = { capture: true, passive: true, once: true } as const;
    let listening = true;
    // Never sharing the network with the first view: moves before its end count from then on.
    void afterFirstView().then(() => {
      if (listening) for (const event of FIRST_MOVES) window.addEventListener(event, want, options);
    });
    return () => {
      listening = false;
      for (const event of FIRST_MOVES) window.removeEventListener(event, want, options);
    };
  }, []);

  const rootClass = [hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <AppContext.Provider value={deferred.api}>
      <div className={rootClass}>
        {wanted ? (
          <Suspense fallback={null}>
            <FeedbackHost onReady={deferred.attach as (api: FeedbackApi) => void} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
