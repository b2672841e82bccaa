import { contextHeaders } from '@/shared/api/context-headers';
import { ApiError } from '@/shared/api/errors';
import { announceSessionRejected } from '@/shared/api/session';
import { readStored, removeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  query?: Query;
  /** Sent as JSON, or as is when it is FormData (pictures). */
  body?: unknown;
}

/** `path` (an API path such as "/api/v1/module") with the defined query values appended. */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface EarlyCall {
  headers: Record<string, string>;
  response: Promise<Response>;
}

/**
 * An answer index.html's boot script (web/boot/boot.js) asked for before the app ran, taken once,
 * when it was asked with exactly these headers.
 */
function takeEarlyCall(url: string, headers: Headers): Promise<Response> | null {
  const early = (globalThis as { __storefrontEarlyCalls?: Record<string, EarlyCall> }).__storefrontEarlyCalls;
  const call = early?.[url];
  if (!early || !call) return null;
  delete early[url];
  const names = [...headers.keys()];
  const same = names.length === Object.keys(call.headers).length && names.every((name) => call.headers[name] === headers.get(name));
  return same ? call.response : null;
}

/**
 * Call the API with SPEC.md section 7's headers and decode the JSON answer.
 *
 * A refusal throws an ApiError with the server's messages. A 401 while a token is stored means the
 * session is over: the token is dropped and the app is told, so it can say so and go to /home.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, headers, ...init } = options;
  const requestHeaders = new Headers(contextHeaders());
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) requestHeaders.set('Content-Type', 'application/json');
  new Headers(headers).forEach((value, name) => requestHeaders.set(name, value));

  const url = apiUrl(path, query);
  const early = body === undefined && (init.method ?? 'GET') === 'GET' ? takeEarlyCall(url, requestHeaders) : null;
  const response = await (early ??
    fetch(url, {
      ...init,
      headers: requestHeaders,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    }));
  if (!response.ok) {
    if (response.status === 401 && readStored(STORAGE_KEYS.token) !== null) {
      removeStored(STORAGE_KEYS.token);
      announceSessionRejected();
    }
    throw await ApiError.from(response);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
