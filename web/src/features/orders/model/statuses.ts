import type { StatusTone } from '@/shared/ui/status-tag';

/** The order statuses of the contract, in the order an order moves through them. */
export const ORDER_STEPS = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStatus = OrderStep | 'canceled';

/** Statuses a shopper can still cancel from (the server decides; this only offers the button). */
const CANCELABLE = new Set<string>(['pending', 'confirmed']);
/** Running orders: not delivered and not canceled. */
const FINISHED = new Set<string>(['delivered', 'canceled']);

export const isCancelable = (status: string): boolean => CANCELABLE.has(status);
export const isRunning = (status: string): boolean => !FINISHED.has(status);

/** How an order's status tag reads at a glance: delivered, canceled, or still running. */
export function orderStatusTone(status: string): StatusTone {
  if (status === 'delivered') return 'success';
  return status === 'canceled' ? 'error' : 'processing';
}

export interface StatusMoment {
  status: string;
  at: string;
}

export type StepState = 'done' | 'current' | 'waiting' | 'canceled';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached it (from the status history), if it did. */
  at: string | null;
}

/**
 * The timeline of an order: every step up to delivery, those reached marked done with their time.
 * A canceled order shows the steps it reached, then Canceled. A take-away order is never handed to
 * a courier, so its picked-up step is left out.
 */
export function timelineSteps(current: string, history: readonly StatusMoment[], orderType: string): TimelineStep[] {
  const reachedAt = new Map(history.map((moment) => [moment.status, moment.at]));
  const steps = ORDER_STEPS.filter((step) => !(orderType === 'take_away' && step === 'picked_up'));
  if (current === 'canceled') {
    const reached: TimelineStep[] = steps
      .filter((step) => reachedAt.has(step))
      .map((step) => ({ status: step, state: 'done', at: reachedAt.get(step) ?? null }));
    return [...reached, { status: 'canceled', state: 'canceled', at: reachedAt.get('canceled') ?? null }];
  }
  const index = steps.indexOf(current as OrderStep);
  return steps.map((step, i) => ({
    status: step,
    state: i < index || (i === index && step === 'delivered') ? 'done' : i === index ? 'current' : 'waiting',
    at: reachedAt.get(step) ?? null,
  }));
}
