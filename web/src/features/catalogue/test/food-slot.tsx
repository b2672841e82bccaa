import foodVertical from '@storefront/vertical-food';
import { verticalNamespace, type VerticalSlotProps } from '@storefront/sdk';
import { lazy, Suspense, type ComponentType } from 'react';
import type { VerticalSlotComponent } from '@/features/catalogue/slots';
import { i18n } from '@/shared/i18n';

i18n.addResourceBundle('en', verticalNamespace(foodVertical.moduleType), foodVertical.resources.en, true, true);

const FoodMarkers = lazy(
  foodVertical.components.ItemMarkers as () => Promise<{ default: ComponentType<VerticalSlotProps['ItemMarkers']> }>,
);

/**
 * The app's vertical slot as tests see it: it records which module types were asked for and draws the
 * real food bundle's marks; other module types have none.
 */
export function recordingSlot(requested: string[]): VerticalSlotComponent {
  return function Slot({ moduleType, slot, props }) {
    requested.push(moduleType);
    if (moduleType !== foodVertical.moduleType || slot !== 'ItemMarkers') return null;
    return (
      <Suspense fallback={null}>
        <FoodMarkers {...(props as VerticalSlotProps['ItemMarkers'])} />
      </Suspense>
    );
  };
}
