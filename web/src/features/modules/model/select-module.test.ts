import { describe, expect, it, vi } from 'vitest';
import { MODULE_NAVIGATION_DELAY_MS, selectModule, type ModuleSelectionEnv } from '@/features/modules/model/select-module';
import type { Module } from '@/shared/state/chosen-module';

const GROCERY = { id: 2, module_name: 'Grocery', module_type: 'grocery' } as Module;
const TEXTS = {
  selected: 'A module has been selected.',
  selectLocation: 'Module selected. Please select a location.',
  failed: 'An error occurred. Please try again.',
};

function env(overrides: Partial<ModuleSelectionEnv> = {}) {
  const steps: string[] = [];
  const record = (name: string) => vi.fn((value?: unknown) => void steps.push(value === undefined ? name : `${name} ${String(value)}`));
  const value: ModuleSelectionEnv = {
    saveModule: vi.fn((module: Module) => void steps.push(`save ${module.module_name}`)),
    clearCart: vi.fn(() => void steps.push('clear cart')),
    hasLocation: true,
    smallScreen: false,
    pathname: '/store/4',
    navigate: record('navigate'),
    reload: record('reload'),
    openLocationPicker: record('ask location'),
    notify: { success: record('success'), info: record('info'), error: record('error') },
    texts: TEXTS,
    wait: vi.fn(async (ms: number) => void steps.push(`wait ${ms}`)),
    ...overrides,
  };
  return { value, steps };
}

describe('selectModule', () => {
  it('saves the module, clears the cart and goes home after 300 ms when a location exists', async () => {
    const { value, steps } = env();

    expect(await selectModule(GROCERY, value)).toBe('home');

    expect(steps).toEqual([
      'save Grocery',
      'clear cart',
      'success A module has been selected.',
      `wait ${MODULE_NAVIGATION_DELAY_MS}`,
      'navigate /home',
    ]);
    expect(MODULE_NAVIGATION_DELAY_MS).toBe(300);
  });

  it('asks for a location and goes to the landing page when there is none', async () => {
    const { value, steps } = env({ hasLocation: false });

    expect(await selectModule(GROCERY, value)).toBe('ask-location');

    expect(steps.slice(2)).toEqual(['info Module selected. Please select a location.', 'ask location', 'navigate /']);
  });

  it('stays on the landing page when it asks for a location there', async () => {
    const { value, steps } = env({ hasLocation: false, pathname: '/' });

    await selectModule(GROCERY, value);

    expect(steps).not.toContain('navigate /');
  });

  it('reloads to /home or /interest under 768px', async () => {
    const withLocation = env({ smallScreen: true });
    const without = env({ smallScreen: true, hasLocation: false });

    expect(await selectModule(GROCERY, withLocation.value)).toBe('reload');
    await selectModule(GROCERY, without.value);

    expect(withLocation.steps.at(-1)).toBe('reload /home');
    expect(without.steps.at(-1)).toBe('reload /interest');
  });

  it('says so when a step fails', async () => {
    const { value, steps } = env({ clearCart: () => Promise.reject(new Error('offline')) });

    expect(await selectModule(GROCERY, value)).toBe('failed');

    expect(steps).toEqual(['save Grocery', 'error An error occurred. Please try again.']);
  });
});
