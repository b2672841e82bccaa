import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { apiFetch } from '@/shared/api/client';
import { primePageAnswers } from '@/shared/api/first-view-answers';
import { fakeApi } from '@/test/fake-api';

const fetchJson = (path: string) => apiFetch<{ names: string[] }>(path);
const settle = () => act(async () => new Promise((resume) => setTimeout(resume, 100)));

// The app's providers use swr's global cache: each test asks for a key of its own.
describe("AppProviders' swr", () => {
  it('shows loading until the answer is drawn, never an empty list in between', async () => {
    const key = '/api/v1/stores/popular';
    fakeApi({ [key]: { body: { names: ['Fromagerie'] } } });
    const seen: [string[] | undefined, boolean][] = [];
    function Strip() {
      const { data, isLoading } = useSWR(key, fetchJson);
      seen.push([data?.names, isLoading]);
      return null;
    }
    render(
      <AppProviders>
        <Strip />
      </AppProviders>,
    );
    await settle();
    expect(seen[0]).toEqual([undefined, true]);
    expect(seen.at(-1)).toEqual([['Fromagerie'], false]);
    expect(seen.filter(([names, loading]) => names === undefined && !loading)).toEqual([]);
  });

  it('draws a page whose answer was primed once: its call settling again does not draw it again', async () => {
    const key = '/api/v1/categories';
    const requests = fakeApi({ [key]: { body: { names: ['Fruit'] } } });
    await primePageAnswers([key], fetchJson);
    let commits = 0;
    const seen: unknown[] = [];
    function Strip() {
      const { data } = useSWR(key, fetchJson);
      seen.push(data?.names);
      return null;
    }
    render(
      <AppProviders>
        <Profiler id="strip" onRender={() => (commits += 1)}>
          <Strip />
        </Profiler>
      </AppProviders>,
    );
    await settle();
    expect(seen).toEqual([['Fruit']]);
    expect(commits).toBe(1);
    expect(requests).toHaveLength(1);
  });
});
