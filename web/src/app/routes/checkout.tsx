import { lazy } from 'react';
import { installExtractedAntdStyles } from '@/app/theme/extracted-antd-styles';
import { nextTask } from '@/shared/lib/next-task';

/**
 * Checkout's code runs in stages, each in a task of its own, as the app's start does (web/src/index.tsx).
 * Its chunk and the antd components its form draws arrive together, but running them for the first
 * time was one task of some 70 ms on a phone-class CPU (docs/web.md): its built antd styles going in,
 * then antd's form controls, then the order form. The imports are "eager": the code stays in the files
 * already fetched, only its running waits.
 */
async function loadCheckout() {
  // Before checkout draws: its antd components' styles come built, not generated on a phone's main thread.
  const { default: checkoutAntdStyles } = await import(/* webpackMode: "eager" */ '@antd-extracted/checkout');
  installExtractedAntdStyles('checkout', checkoutAntdStyles);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'antd/es/select');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'antd/es/radio'),
    import(/* webpackMode: "eager" */ 'antd/es/input'),
  ]);
  await nextTask();
  const { CheckoutPage } = await import(/* webpackMode: "eager" */ '@/app/routes/checkout/checkout-page');
  return { default: CheckoutPage };
}

const StagedCheckout = lazy(loadCheckout);

export function Component() {
  return <StagedCheckout />;
}
