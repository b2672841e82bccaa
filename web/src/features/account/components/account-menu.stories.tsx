import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import AccountMenu from '@/features/account/components/account-menu';
import { accountEntries } from '@/features/account/model/account-menu';
import { CONFIG } from '@/test/fixtures/marketplace';

/** The header's button text (the header passes its own, translated). */
const PROFILE = 'Profile';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  args: {
    entries: accountEntries(CONFIG, true),
    trackOrderLabel: 'Track Order',
    onSelect: fn(),
    defaultOpen: true,
    children: <Button icon={<UserOutlined />}>{PROFILE}</Button>,
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryEntry: Story = {};
/** Wallet, loyalty and referral turned off, no rental module. */
export const FewerEntries: Story = {
  args: { entries: accountEntries({ ...CONFIG, customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 }, false) },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { args: { trackOrderLabel: 'Suivre la commande' }, globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
