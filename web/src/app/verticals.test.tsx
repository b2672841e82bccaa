import { MODULE_TYPES, verticalNamespace } from '@storefront/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadVertical, verticalLoaders } from '@/app/verticals';
import { VerticalSlot } from '@/app/vertical-slot';
import { i18n } from '@/shared/i18n';
import { TestProviders } from '@/test/providers';

describe('web-verticals', () => {
  it('exist for every module type', () => {
    expect(Object.keys(verticalLoaders).sort()).toEqual([...MODULE_TYPES].sort());
  });

  it.each(MODULE_TYPES)('%s honours the contract and brings its strings', async (moduleType) => {
    const loaded = await loadVertical(moduleType);

    expect(loaded?.vertical.moduleType).toBe(moduleType);
    expect(loaded?.vertical.accent).toMatch(/^#[0-9a-f]{6}$/i);
    expect(i18n.hasResourceBundle('fr', verticalNamespace(moduleType))).toBe(true);
  });

  it('gives the generic storefront to a module type without a web bundle', async () => {
    expect(await loadVertical('laundry')).toBeNull();
  });

  it("renders a vertical's component in its slot", async () => {
    render(<VerticalSlot moduleType="food" slot="ModuleIntro" props={{ moduleName: 'Food' }} />, {
      wrapper: TestProviders,
    });

    expect(await screen.findByText('Food: restaurants near you')).toBeInTheDocument();
  });
});
