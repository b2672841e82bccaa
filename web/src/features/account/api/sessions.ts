import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

/** One device the customer is signed in on; `current` is the one asking. Times in seconds since the epoch. */
export type DeviceSession = Schemas['SessionInfo'];

/** GET /api/v1/customer/sessions: the open sessions, the most recently used first. */
export function getSessions(path: string): Promise<DeviceSession[]> {
  return apiFetch<DeviceSession[]>(path);
}

/** The signed-in customer's devices (no request without a token). */
export function useSessions(loggedIn: boolean) {
  return useSWR(loggedIn ? swrKeys.sessions() : null, getSessions);
}

/** DELETE /api/v1/customer/sessions/{id}: that device's token is refused from now on. */
export function signOutSession(id: string): Promise<Schemas['MessageAnswer']> {
  return apiFetch<Schemas['MessageAnswer']>(`${swrKeys.sessions()}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/v1/customer/sessions/sign-out-everywhere: every session closes, this one included. */
export function signOutEverywhere(): Promise<Schemas['MessageAnswer']> {
  return apiFetch<Schemas['MessageAnswer']>(`${swrKeys.sessions()}/sign-out-everywhere`, { method: 'POST' });
}
