import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type PageKey } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type ContentPage = Schemas['Page'];
export type ContentBlock = Schemas['PageBlock'];

/** GET /api/v1/pages/{slug}: a policy, company, help, partner or marketing page. */
export function getPage([path]: PageKey): Promise<ContentPage> {
  return apiFetch<ContentPage>(path);
}

/** The page `slug` in `language` (the server answers 404 for a page that does not exist or is off). */
export function usePage(slug: string, language: string) {
  return useSWR(swrKeys.page(slug, language), getPage, { revalidateOnFocus: false });
}
