import { Suspense } from 'react';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

// The customer's orders and conversations are asked after the store's first view, never before it.
const StoreChatEntry = lazyAfterFirstView(() => import(/* webpackChunkName: "store-chat" */ '@/app/parts/store-chat-entry'));

/**
 * A store page's "Chat with the store" (composed here: the customer's orders are the orders feature's,
 * the conversation the conversations feature's). Signed-in customers only.
 */
export function StoreChatPart({ storeId }: { storeId: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <StoreChatEntry storeId={storeId} />
    </Suspense>
  );
}
