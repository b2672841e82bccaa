import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { verticalNamespace } from '@storefront/sdk';
import AddToTrip from './add-to-trip';
import { resources } from './strings';
import { STORY_TRIP, STORY_VEHICLE, storyHost } from './story-host';
import TripCartBody from './trip-cart-body';
import TripCartCount from './trip-cart-count';
import { TripForm } from './trip-form';

/** The rental trip cart's parts (web-verticals/rental), over a scripted trip cart. */
const meta = {
  title: 'Rental/TripCart',
  parameters: { padded: true },
  // The storefront adds these strings when a trip part loads; stories render the parts directly.
  decorators: [(Story) => <WithTripStrings><Story /></WithTripStrings>],
} satisfies Meta;
export default meta;
type Story = StoryObj;

function WithTripStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, verticalNamespace('rental'), strings, true, true);
  return children;
}

const EMPTY = { carts: [], user_data: null, subtotal: 0, provider: null, tax: 0, tax_included: false, total: 0 };

/** The drawer's body: vehicles with quantity and remove, the trip, the server's subtotal, Clear. */
export const DrawerBody: Story = {
  render: () => <TripCartBody host={storyHost(STORY_TRIP, 'story-drawer')} onContinueShopping={fn()} navigate={fn()} />,
  // Drawn once the scripted trip cart answers: a line for each vehicle.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('trip-subtotal');
    await expect(canvas.getAllByTestId('trip-line-price')).toHaveLength(STORY_TRIP.carts.length);
  },
};
export const DrawerBodyDark: Story = { ...DrawerBody, globals: { theme: 'dark' } };
export const DrawerBodyFrench: Story = { ...DrawerBody, globals: { locale: 'fr' } };
/** An empty trip cart. */
export const DrawerBodyEmpty: Story = { render: () => <TripCartBody host={storyHost(EMPTY, 'story-empty')} onContinueShopping={fn()} navigate={fn()} /> };
/** "Add to trip" on a vehicle's card (the picture's corner) and on its details. */
export const AddToTripCard: Story = { render: () => <AddToTrip item={STORY_VEHICLE} place="card" host={storyHost(STORY_TRIP, 'story-card')} /> };
export const AddToTripDetails: Story = { render: () => <AddToTrip item={STORY_VEHICLE} place="details" host={storyHost(STORY_TRIP, 'story-details')} /> };
/** The trip form; a refusal shows the server's message under it. */
export const Form: Story = { render: () => <TripForm item={STORY_VEHICLE} host={storyHost(STORY_TRIP, 'story-form')} onAdded={fn()} onCancel={fn()} /> };
export const FormRefused: Story = {
  render: () => (
    <TripForm
      item={STORY_VEHICLE}
      host={storyHost(STORY_TRIP, 'story-refused', 'You can rent vehicles of one provider per trip. Clear the trip cart to choose another provider.')}
      onAdded={fn()}
      onCancel={fn()}
    />
  ),
};
/** The header's count, drawn by the storefront's button. */
export const HeaderCount: Story = { render: () => <TripCartCount host={storyHost(STORY_TRIP, 'story-count')} draw={(count) => <span>{count}</span>} /> };

