import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { describe, expect, it } from 'vitest';
import { atomWithStoredValue, StateProvider, useAtomValue, useSetAtom } from '@/shared/state/app-store';

type StoredAtom = ReturnType<typeof atomWithStoredValue<{ id: number } | null>>;

/** How many times a component reading two stored atoms draws when it mounts (and subscribes). */
async function drawsOnMount([first, second]: [StoredAtom, StoredAtom]): Promise<number> {
  let draws = 0;
  function Reader() {
    useAtomValue(first);
    useAtomValue(second);
    draws += 1;
    return null;
  }
  render(
    <StateProvider store={createStore()}>
      <Reader />
    </StateProvider>,
  );
  await act(async () => {});
  return draws;
}

describe('atomWithStoredValue', () => {
  it('reads the stored JSON at once and writes changes back', async () => {
    window.localStorage.setItem('module', JSON.stringify({ id: 4 }));
    const chosen = atomWithStoredValue<{ id: number } | null>('module', null);
    let seen: { id: number } | null = null;
    let set: ((value: { id: number }) => void) | null = null;
    function Probe() {
      seen = useAtomValue(chosen);
      set = useSetAtom(chosen);
      return null;
    }
    render(
      <StateProvider store={createStore()}>
        <Probe />
      </StateProvider>,
    );
    expect(seen).toEqual({ id: 4 });
    await act(async () => set?.({ id: 7 }));
    expect(seen).toEqual({ id: 7 });
    expect(JSON.parse(window.localStorage.getItem('module') ?? 'null')).toEqual({ id: 7 });
  });

  it('does not redraw its readers when they subscribe, however many stored objects they read', async () => {
    window.localStorage.setItem('a', JSON.stringify({ id: 1 }));
    window.localStorage.setItem('b', JSON.stringify({ id: 2 }));
    expect(await drawsOnMount([atomWithStoredValue<{ id: number } | null>('a', null), atomWithStoredValue<{ id: number } | null>('b', null)])).toBe(1);
    // jotai's shared default storage re-parses an equal object on mount: the redraw this avoids.
    const shared = [
      atomWithStorage<{ id: number } | null>('a', null, undefined, { getOnInit: true }),
      atomWithStorage<{ id: number } | null>('b', null, undefined, { getOnInit: true }),
    ] as [StoredAtom, StoredAtom];
    expect(await drawsOnMount(shared)).toBeGreaterThan(1);
  });
});
