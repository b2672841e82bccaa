import { act, render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '@/shared/api/client';
import { primePageAnswers, primeSharedAnswers } from '@/shared/api/first-view-answers';
import { useConfig } from '@/shared/api/get-config';
import { useFreshModules, useModules } from '@/shared/api/get-modules';
import { StateProvider } from '@/shared/state/app-store';
import { fakeApi } from '@/test/fake-api';

const MODULES = [{ id: 1, module_name: 'Grocery', module_type: 'grocery' }];

/** What each render of the header-like reader saw: the marketplace's name and the number of modules. */
function drawn(useList: () => { data?: readonly unknown[] }): { seen: unknown[]; Reader: () => null } {
  const seen: unknown[] = [];
  function Reader() {
    const config = useConfig();
    const modules = useList();
    seen.push([config.data?.business_name, modules.data?.length]);
    return null;
  }
  return { seen, Reader };
}

/** Render `Reader` in the app's state with the app's global swr cache (no provider of its own). */
function renderReader(Reader: () => null, retries = 1) {
  render(
    <StateProvider>
      <SWRConfig value={{ dedupingInterval: 0, errorRetryCount: retries }}>
        <Reader />
      </SWRConfig>
    </StateProvider>,
  );
}

const settle = () => act(async () => new Promise((resume) => setTimeout(resume, 50)));
const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname).sort();

// One file, one swr cache (the app's global one, which index.tsx fills): the tests run in order.
describe('primeSharedAnswers', () => {
  it('leaves a failed call to the hooks, without holding the first render', async () => {
    const requests = fakeApi({ '/api/v1/config': { status: 503, body: { errors: [{ code: 'busy', message: 'Busy' }] } } });
    await primeSharedAnswers();
    expect(paths(requests)).toEqual(['/api/v1/config', '/api/v1/module']);
    const { seen, Reader } = drawn(useModules);
    renderReader(Reader, 0);
    expect(seen[0]).toEqual([undefined, undefined]);
  });

  it('draws the first render with the configuration and modules, and asks for neither again', async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: { business_name: 'Ruelle' } },
      '/api/v1/module': { body: MODULES },
    });
    await primeSharedAnswers();
    const { seen, Reader } = drawn(useModules);
    renderReader(Reader);
    await settle();
    expect(seen[0]).toEqual(['Ruelle', 1]);
    expect(paths(requests)).toEqual(['/api/v1/config', '/api/v1/module']);
  });

  it('still has the module dialog and landing page ask for fresh modules (SPEC.md)', async () => {
    const requests = fakeApi({ '/api/v1/module': { body: [...MODULES, { id: 2, module_name: 'Food', module_type: 'food' }] } });
    const { seen, Reader } = drawn(useFreshModules);
    renderReader(Reader);
    await settle();
    expect(paths(requests)).toEqual(['/api/v1/module']);
    expect(seen.at(-1)).toEqual(['Ruelle', 2]);
  });
});

describe('primePageAnswers', () => {
  const KEY = '/api/v1/categories';
  const fetchJson = (path: string) => apiFetch<{ categories: string[] }>(path);

  it("draws the page's first render with its answer, and its hook, revalidating on mount, asks no second time", async () => {
    const requests = fakeApi({ [KEY]: { body: { categories: ['Fruit'] } } });
    await primePageAnswers([KEY], fetchJson);
    const seen: unknown[] = [];
    function Page() {
      // swr's defaults: an answer in the cache is asked again when the hook mounts, unless preloaded.
      const { data } = useSWR(KEY, fetchJson);
      seen.push(data?.categories);
      return null;
    }
    renderReader(Page as () => null);
    await settle();
    expect(seen[0]).toEqual(['Fruit']);
    expect(seen.every((categories) => categories !== undefined)).toBe(true);
    expect(paths(requests)).toEqual([KEY]);
  });

  it('leaves a failed answer to the page, which shows it and may ask again', async () => {
    const key = '/api/v1/stores/popular';
    const requests = fakeApi({ [key]: { status: 503, body: { errors: [{ code: 'busy', message: 'Busy' }] } } });
    await primePageAnswers([key], fetchJson);
    const seen: unknown[] = [];
    function Page() {
      const { data, error } = useSWR(key, fetchJson);
      seen.push([data, error ? 'error' : null]);
      return null;
    }
    renderReader(Page as () => null, 0);
    await settle();
    expect(seen[0]).toEqual([undefined, null]);
    expect(seen.at(-1)).toEqual([undefined, 'error']);
    // The failed preloaded call is the one the page's hook took: nothing was asked twice.
    expect(paths(requests)).toEqual([key]);
  });
});
