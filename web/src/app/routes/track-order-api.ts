import { apiFetch } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';

export interface TrackQuery {
  order_id: string;
  contact_number: string;
}

/** What the tracking call answers; its fields beyond these are not shown in SPEC.md. */
export interface TrackedOrder {
  id?: number;
  order_status?: string;
}

export type TrackOutcome = { kind: 'found'; order: TrackedOrder } | { kind: 'missing' } | { kind: 'failed'; message: string };

/** GET /api/v1/customer/order/track: a guest's order by its number and the phone given with it. */
export async function trackOrder(query: TrackQuery): Promise<TrackOutcome> {
  try {
    return { kind: 'found', order: await apiFetch<TrackedOrder>('/api/v1/customer/order/track', { query: { ...query } }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
