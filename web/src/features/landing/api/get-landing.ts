import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type Landing = Schemas['LandingPage'];
export type LandingFeature = Schemas['LandingFeature'];
export type LandingEarning = Schemas['LandingEarning'];

/** GET /api/v1/react-landing-page: the landing page's texts, selling points and partner blocks. */
export function getLanding(): Promise<Landing> {
  return apiFetch<Landing>(swrKeys.landing());
}

/** The landing page's content, asked once per visit (the operator rarely changes it). */
export function useLanding() {
  return useSWR(swrKeys.landing(), getLanding, { revalidateOnFocus: false });
}
