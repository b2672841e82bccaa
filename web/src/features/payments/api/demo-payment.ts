import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';
import type { DemoOutcome, DemoPayment } from '@/features/payments/types';

const pathOf = (token: string) => `/api/v1/payments/demo/${encodeURIComponent(token)}`;

/** GET /api/v1/payments/demo/{token}: the payment the page stands for (404: no such token). */
export function useDemoPayment(token: string) {
  return useSWR(pathOf(token), (path: string) => apiFetch<DemoPayment>(path), { shouldRetryOnError: false, revalidateOnFocus: false });
}

/** POST /api/v1/payments/demo/{token}: apply the outcome (once: a second post answers the status it already has). */
export function postDemoOutcome(token: string, outcome: DemoOutcome): Promise<DemoPayment> {
  return apiFetch<DemoPayment>(pathOf(token), { method: 'POST', body: { outcome } satisfies Schemas['DemoOutcome'] });
}
