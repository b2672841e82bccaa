import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Flex } from 'antd';
import { fn } from 'storybook/test';
import type { ReactNode } from 'react';
import { storyDateTime } from '../trip/story-host';
import { CancelTrip } from './cancel-trip';
import { STORY_BOOKED, STORY_CANCELED, STORY_ONGOING } from './story-trips';
import { useTripsTranslation } from './strings';
import { TripCard } from './trip-card';
import { TripCheckoutForm } from './trip-checkout-form';
import { TripDetails } from './trip-details';
import { TripStatusTag, TripTimeline } from './trip-status';
import { TRIP_STEPS, type TripStatus } from './types';

/** The rental trips' parts (web-verticals/rental/src/trips): checkout form, cards, details, timeline. */
const meta = {
  title: 'Rental/Trips',
  parameters: { padded: true },
  // The trip pages add these strings when they load; stories render the parts directly.
  decorators: [(Story) => <WithTripsStrings><Story /></WithTripsStrings>],
} satisfies Meta;
export default meta;
type Story = StoryObj;

function WithTripsStrings({ children }: { children: ReactNode }) {
  useTripsTranslation();
  return children;
}

const STATUSES: readonly TripStatus[] = [...TRIP_STEPS, 'canceled'];
const price = (amount: number) => `$${amount.toFixed(2)}`;
const wait = () => new Promise<void>((resolve) => setTimeout(resolve, 600));

/** A guest's checkout: contact to type, cash, a note, the provider's tax and the server's total. */
export const CheckoutGuest: Story = {
  render: () => <TripCheckoutForm total={144} tax={{ amount: 24, included: false }} formatPrice={price} signedIn={false} onBook={fn(wait)} />,
};

/** A customer's checkout: the account's name and phone filled in. */
export const CheckoutCustomer: Story = {
  render: () => (
    <TripCheckoutForm total={120} formatPrice={price} signedIn initial={{ name: 'Ada Lovelace', phone: '+33600000001', email: 'ada@example.com' }} onBook={fn(wait)} />
  ),
};

/** The server refuses the booking: its message shows above Book. */
export const CheckoutRefused: Story = {
  render: () => (
    <TripCheckoutForm
      total={120}
      formatPrice={price}
      signedIn
      initial={{ name: 'Ada Lovelace', phone: '+33600000001' }}
      onBook={async () => {
        await wait();
        throw new Error('The pickup time has passed. Choose another pickup time.');
      }}
    />
  ),
};

/** My Trips' cards: pending, under way, canceled. */
export const Cards: Story = {
  render: () => (
    <Flex vertical gap="middle" style={{ maxWidth: 520 }}>
      {[STORY_BOOKED, STORY_ONGOING, STORY_CANCELED].map((trip) => (
        <TripCard key={trip.id} trip={trip} formatPrice={price} formatDateTime={storyDateTime} onOpen={fn()} />
      ))}
    </Flex>
  ),
};

/** A pending trip's details, with Cancel. */
export const DetailsPending: Story = { render: () => <TripDetails trip={STORY_BOOKED} formatPrice={price} formatDateTime={storyDateTime} onCancel={fn(wait)} /> };

/** A distance-wise trip under way: too late to cancel. */
export const DetailsOngoing: Story = { render: () => <TripDetails trip={STORY_ONGOING} formatPrice={price} formatDateTime={storyDateTime} onCancel={fn(wait)} /> };

/** A canceled trip, with its reason. */
export const DetailsCanceled: Story = { render: () => <TripDetails trip={STORY_CANCELED} formatPrice={price} formatDateTime={storyDateTime} /> };

/** Every status tag, and the timelines of a running and a canceled trip. */
export const Statuses: Story = {
  render: () => (
    <Flex vertical gap="large">
      <Flex gap="small">
        {STATUSES.map((status) => (
          <TripStatusTag key={status} status={status} />
        ))}
      </Flex>
      <Flex gap="large">
        <TripTimeline trip={STORY_ONGOING} formatDateTime={storyDateTime} />
        <TripTimeline trip={STORY_CANCELED} formatDateTime={storyDateTime} />
      </Flex>
    </Flex>
  ),
};

/** Cancel trip: the reason is asked for; the server's refusal (too late) shows in the dialog. */
export const CancelRefused: Story = {
  render: () => (
    <CancelTrip
      tripId={41}
      onCancel={async () => {
        await wait();
        throw new Error('This trip can no longer be canceled.');
      }}
    />
  ),
};
