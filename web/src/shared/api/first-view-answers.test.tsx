import { act, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { primeSharedAnswers } from '@/shared/api/first-view-answers';
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
