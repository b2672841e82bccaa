import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import CompactDrawer from '@/app/layout/drawer/compact-drawer';
import { dialogsShown } from '@/test/story-play';

/** The compact header's side drawer, its latest and popular stores from the (fake) store lists. */
const meta = {
  title: 'Shell/CompactDrawer',
  component: CompactDrawer,
  args: { open: true, loggedIn: false, title: 'Ruelle', storesLabel: 'restaurants', onClose: fn(), onLogout: fn() },
  parameters: { padded: false, state: { module: 'food', location: true } },
} satisfies Meta<typeof CompactDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const Customer: Story = { args: { loggedIn: true } };
export const Dark: Story = { args: { loggedIn: true }, globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
/** The latest restaurants list opened (the food module's word for its stores). */
export const LatestStores: Story = {
  play: async ({ userEvent }) => {
    // The drawer is drawn over the page, outside the story's own element.
    const page = within(document.body);
    const latest = await page.findByText('Latest restaurants');
    await dialogsShown();
    await userEvent.click(latest);
    await page.findAllByText('Paname Burger');
  },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
