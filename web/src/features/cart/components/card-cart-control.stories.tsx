import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardCartControl } from '@/features/cart/components/card-cart-control';
import { PENDING } from '@/test/story-api';
import { cartLine } from '@/test/fixtures/cart';
import { ITEMS } from '@/test/fixtures/catalogue';

const ITEM = ITEMS.plain;
const IN_CART = { '/api/v1/customer/cart/list': [cartLine(1, ITEM, 2)] };

/** The control on a card's picture corner, as the card draws it. */
const meta = {
  title: 'Cart/CardCartControl',
  component: CardCartControl,
  args: { item: ITEM, outOfStock: false },
  decorators: [
    (Story) => (
      <div className="item-card" style={{ inlineSize: 230 }}>
        <div className="item-card__media" style={{ blockSize: 180 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: { state: { module: 'grocery', location: true, loggedIn: true } },
} satisfies Meta<typeof CardCartControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the cart: add-to-cart. */
export const AddToCart: Story = {};
export const AddToCartDark: Story = { globals: { theme: 'dark' } };
/** In the cart: minus, count and plus. */
export const InCart: Story = { parameters: { api: IN_CART } };
export const InCartDark: Story = { parameters: { api: IN_CART }, globals: { theme: 'dark' } };
/** At quantity 1 the minus is a delete control. */
export const LastOne: Story = { parameters: { api: { '/api/v1/customer/cart/list': [cartLine(1, ITEM, 1)] } } };
/** Out of stock: the button is disabled. */
export const OutOfStock: Story = { args: { item: ITEMS.outOfStock, outOfStock: true } };
/** The cart has not answered yet. */
export const Loading: Story = { parameters: { api: { '/api/v1/customer/cart/list': PENDING } } };
