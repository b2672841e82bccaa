import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';

export type ContentPage = Schemas['Page'];
export type ContentBlock = Schemas['PageBlock'];

/** The swr key of a page; the language travels in the X-localization header, so it is part of the key. */
export function pageKey(slug: string, language: string) {
  return [`/api/v1/pages/${encodeURIComponent(slug)}`, language] as const;
}

/** GET /api/v1/pages/{slug}: a policy, company, help, partner or marketing page. */
export function getPage([path]: readonly [string, string]): Promise<ContentPage> {
  return apiFetch<ContentPage>(path);
}

/** The page `slug` in `language` (the server answers 404 for a page that does not exist or is off). */
export function usePage(slug: string, language: string) {
  return useSWR(pageKey(slug, language), getPage, { revalidateOnFocus: false });
}
