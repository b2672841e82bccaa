import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { App, Form } from 'antd';
import { expect, fn, within } from 'storybook/test';
import { MyParcels } from './mine/my-parcels';
import { CategoryCards } from './send/category-cards';
import { emptyPlace } from './send/form-model';
import { PlaceFields } from './send/place-fields';
import { PlacedResult } from './send/placed-result';
import { QuoteSummary } from './send/quote-summary';
import { SendForm } from './send/send-form';
import { STORY_CATEGORIES, STORY_PARCEL, StoryPointChooser, storyHost, storyPrice } from './story-data';
import { ParcelSummary } from './track/parcel-summary';
import { StatusTimeline } from './track/status-timeline';
import { TrackForm } from './track/track-form';

/** The parcel module's parts (web-verticals/parcel): sending a package and tracking it. */
const meta = { title: 'Parcel/SendAndTrack', parameters: { padded: true } } satisfies Meta;
export default meta;
type Story = StoryObj;

const START = { lat: 48.8566, lng: 2.3522 };
const QUOTE = { distance_km: 2.512, delivery_fee: 11.9, total: 11.9 };
const answer = (path: string) => (path.endsWith('/categories') ? STORY_CATEGORIES : path.endsWith('/quote') ? QUOTE : path.endsWith('/track') ? STORY_PARCEL : { message: 'Parcel request placed successfully', parcel_id: 7, tracking_code: 'K7QH2MX9PD', total_amount: 11.9 });

/** The category cards, one chosen. */
export const Categories: Story = { render: () => <CategoryCards categories={STORY_CATEGORIES} value={3} onChange={fn()} formatPrice={storyPrice} /> };
export const CategoriesFrench: Story = { ...Categories, globals: { locale: 'fr' } };
/** One side of the form: the map, the address it finds, the contact person and the address's parts. */
export const SenderFields: Story = {
  render: () => (
    <Form layout="vertical" initialValues={{ sender: emptyPlace(START) }}>
      <PlaceFields side="sender" PointChooser={StoryPointChooser} start={START} />
    </Form>
  ),
};
/** The server's charge; before there is one; when the server refuses the places. */
export const Quote: Story = { render: () => <QuoteSummary quote={QUOTE} loading={false} error={null} formatPrice={storyPrice} /> };
export const QuoteWaiting: Story = { render: () => <QuoteSummary quote={null} loading={false} error={null} formatPrice={storyPrice} /> };
export const QuoteRefused: Story = { render: () => <QuoteSummary quote={null} loading={false} error="Service not available in this area" formatPrice={storyPrice} /> };
/** The whole send form, over a scripted server. */
export const Send: Story = { render: () => <SendForm host={storyHost(answer)} PointChooser={StoryPointChooser} start={START} formatPrice={storyPrice} onPlaced={fn()} /> };
export const SendDark: Story = { ...Send, globals: { theme: 'dark' } };
/** The outcome: the tracking code to keep. */
export const Placed: Story = {
  render: () => (
    <PlacedResult placed={{ message: 'Parcel request placed successfully', parcel_id: 7, tracking_code: 'K7QH2MX9PD', total_amount: 11.9 }} formatPrice={storyPrice} onTrack={fn()} onSendAnother={fn()} />
  ),
};
/** A parcel's way: picked up; canceled before it was confirmed. */
export const Timeline: Story = { render: () => <StatusTimeline parcel={STORY_PARCEL} /> };
export const TimelineCanceled: Story = {
  render: () => <StatusTimeline parcel={{ status: 'canceled', status_history: [STORY_PARCEL.status_history[0]!, { status: 'canceled', at: '2026-11-26T10:03:00Z' }] }} />,
};
export const TimelineFrench: Story = { ...Timeline, globals: { locale: 'fr' } };
export const Summary: Story = { render: () => <ParcelSummary parcel={STORY_PARCEL} formatPrice={storyPrice} /> };
/** The track form (type a phone number and Track); a refusal shows the server's message. */
export const Track: Story = { render: () => <TrackForm host={storyHost(answer)} initialCode="K7QH2MX9PD" formatPrice={storyPrice} /> };
export const TrackRefused: Story = { render: () => <TrackForm host={storyHost(answer, 'Parcel not found.')} initialCode="K7QH2MX9PD" formatPrice={storyPrice} /> };
/** The signed-in customer's parcels: a pending one (with Cancel) and one on its way. */
const MINE = { total_size: 2, limit: 10, offset: 1, parcels: [{ ...STORY_PARCEL, id: 8, tracking_code: 'P3NDNG7QXW', status: 'pending' as const }, STORY_PARCEL] };
export const Mine: Story = {
  render: () => (
    <App>
      <MyParcels host={storyHost((path) => (path.endsWith('/cancel') ? { message: 'Parcel request canceled successfully' } : MINE))} formatPrice={storyPrice} onTrack={fn()} />
    </App>
  ),
  // Drawn once the scripted answer comes: the two parcels, one card each, each an entry of one list.
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByTestId('my-parcel');
    await expect(cards).toHaveLength(MINE.parcels.length);
    await expect(new Set(cards.map((card) => card.closest('ul'))).size).toBe(1);
  },
};
export const MineFrench: Story = { ...Mine, globals: { locale: 'fr' } };
export const MineEmpty: Story = { render: () => <MyParcels host={storyHost(() => ({ total_size: 0, limit: 10, offset: 1, parcels: [] }))} formatPrice={storyPrice} onTrack={fn()} /> };
