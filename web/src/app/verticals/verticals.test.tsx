import { verticalNamespace } from '@storefront/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadVertical, verticalLoader, verticalRoutePrefixes } from '@/app/verticals/verticals';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { i18n } from '@/shared/i18n';
import { TestProviders } from '@/test/providers';

/** The bundles this repository ships as workspaces (web-verticals/*), found by the build's discovery. */
const SHIPPED = ['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy', 'rental'];

describe('web-verticals', () => {
  it('are discovered from the installed packages, each with its loader', () => {
    for (const moduleType of SHIPPED) expect(verticalLoader(moduleType)).toBeTypeOf('function');
    expect(verticalRoutePrefixes).toContainEqual({ moduleType: 'rental', routePrefix: '/rental' });
  });

  it.each(SHIPPED)('%s honours the contract and brings its strings', async (moduleType) => {
    const loaded = await loadVertical(moduleType);

    expect(loaded?.vertical.moduleType).toBe(moduleType);
    expect(loaded?.vertical.accent).toMatch(/^#[0-9a-f]{6}$/i);
    expect(i18n.hasResourceBundle('fr', verticalNamespace(moduleType))).toBe(true);
  });

  it('gives the generic storefront to a module type without a web bundle', async () => {
    expect(verticalLoader('bakery')).toBeUndefined();
    expect(verticalLoader('toString')).toBeUndefined();
    expect(await loadVertical('bakery')).toBeNull();
  });

  it("renders a vertical's component in its slot", async () => {
    render(<VerticalSlot moduleType="food" slot="ModuleIntro" props={{ moduleName: 'Food' }} />, {
      wrapper: TestProviders,
    });

    expect(await screen.findByText('Food: restaurants near you')).toBeInTheDocument();
  });
});
