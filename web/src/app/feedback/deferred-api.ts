import type { useAppProps } from 'antd/es/app/context';
import type { MessageType } from 'antd/es/message/interface';

/** message, notification and modal as antd's App context hands them out. */
export type FeedbackApi = useAppProps;

type Job = (api: FeedbackApi) => void;

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading'] as const;
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning'] as const;
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

/**
 * antd's message, notification and modal APIs whose real implementation arrives later: calls made
 * before it does wait in a queue and run, in order, once `attach` hands the real APIs over.
 * `request` is told the first time something is queued, so the caller can fetch the real code.
 */
export function createDeferredApi(request: () => void) {
  let real: FeedbackApi | null = null;
  const queue: Job[] = [];

  const run = (job: Job) => {
    if (real) return job(real);
    queue.push(job);
    request();
  };

  // A keyed toast replaces the one shown under its key ("Item added to cart", then "Cart item remove
  // successfully") for a full duration of its own. antd's notice keeps the first toast's timer when its
  // key is reused (@rc-component/notification restarts it only when the duration changes), so a removal
  // right after an add was confirmed for the add's last moment only. Each toast takes a key of its own
  // ("cart-change#2"), and the one shown before it under the same key is closed.
  const shownUnder = new Map<string, string>();
  let toasts = 0;
  const withOwnKey = (api: FeedbackApi, args: unknown[]): unknown[] => {
    const [config, ...rest] = args;
    const key = config && typeof config === 'object' ? (config as { key?: unknown }).key : undefined;
    if (key === undefined || key === null) return args;
    const before = shownUnder.get(String(key));
    if (before) api.message.destroy(before);
    toasts += 1;
    const own = `${String(key)}#${toasts}`;
    shownUnder.set(String(key), own);
    return [{ ...(config as object), key: own }, ...rest];
  };

  const message: Record<string, unknown> = Object.fromEntries(
    MESSAGE_METHODS.map((method) => [
      method,
      (...args: unknown[]) => {
        let close: MessageType | null = null;
        let closed = false;
        const done = new Promise<boolean>((resolve) =>
          run((api) => {
            close = (api.message[method] as (...a: unknown[]) => MessageType)(...withOwnKey(api, args));
            if (closed) close();
            void close.then(resolve);
          }),
        );
        const handle = (() => {
          closed = true;
          close?.();
        }) as MessageType;
        handle.then = (onDone, onFail) => done.then(onDone, onFail);
        return handle;
      },
    ]),
  );
  message.destroy = (key?: unknown) =>
    run((api) => api.message.destroy(key === undefined ? undefined : (shownUnder.get(String(key)) ?? (key as string))));

  const notification: Record<string, unknown> = Object.fromEntries(
    NOTIFICATION_METHODS.map((method) => [
      method,
      (...args: unknown[]) => run((api) => (api.notification[method] as (...a: unknown[]) => void)(...args)),
    ]),
  );
  notification.destroy = (key?: unknown) => run((api) => api.notification.destroy(key as string));

  const modal: Record<string, unknown> = Object.fromEntries(
    MODAL_METHODS.map((method) => [
      method,
      (...args: unknown[]) => {
        type Instance = ReturnType<FeedbackApi['modal']['confirm']>;
        let instance: Instance | null = null;
        const pending: Job[] = [];
        const done = new Promise<boolean>((resolve) =>
          run((api) => {
            instance = (api.modal[method] as (...a: unknown[]) => Instance)(...args);
            pending.splice(0).forEach((job) => job(api));
            void instance.then(resolve, () => resolve(false));
          }),
        );
        const later = (job: (i: Instance) => void) => {
          if (instance) job(instance);
          else pending.push(() => instance && job(instance));
        };
        return {
          destroy: () => later((i) => i.destroy()),
          update: (config: Parameters<Instance['update']>[0]) => later((i) => i.update(config)),
          then: (onDone?: (ok: boolean) => unknown, onFail?: (reason: unknown) => unknown) => done.then(onDone, onFail),
        };
      },
    ]),
  );

  return {
    api: { message, notification, modal } as unknown as FeedbackApi,
    /** Hand over the real APIs: queued calls run now, later calls go straight through. */
    attach(api: FeedbackApi) {
      real = api;
      queue.splice(0).forEach((job) => job(api));
    },
  };
}
