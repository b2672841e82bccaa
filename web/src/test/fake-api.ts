import { vi } from 'vitest';

/** A canned answer: a JSON body and its status (200 unless said otherwise). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** An answer that depends on the request (its body, its query): what a quote answers for the payment asked. */
export type FakeRoute = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replace the network with canned answers by path: fetch gets real Response objects, so everything
 * above it (our client, swr, the components) runs as in the browser. Returns the requests made.
 */
export function fakeApi(answers: Record<string, FakeRoute>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://storefront.test'), init);
      requests.push(request);
      const route = answers[new URL(request.url).pathname];
      const answer = typeof route === 'function' ? await route(request.clone()) : route;
      if (!answer) {
        const notFound = { errors: [{ code: 'not_found', message: 'Not Found' }] };
        return Response.json(notFound, { status: 404 });
      }
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return requests;
}
