import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CarOutlined } from '@ant-design/icons';
import { fn } from 'storybook/test';
import { AccountButton } from '@/app/layout/header/account-button';
import { AppHeader } from '@/app/layout/header/app-header';
import { Brand } from '@/app/layout/header/brand';
import { CompactHeader } from '@/app/layout/header/compact-header';
import { DesktopHeader } from '@/app/layout/header/desktop-header';
import { headerActions } from '@/app/layout/header/header-actions';
import { IconAction } from '@/app/layout/header/icon-link';
import { ModuleSwitcher } from '@/app/layout/header/module-switcher';
import LanguageSwitch from '@/app/layout/language-switch';
import { ThemeSwitch } from '@/app/layout/theme-switch';
import { useShell } from '@/app/layout/use-shell';
import { LocationButton } from '@/features/location/components/location-button';

/**
 * The header in both of its forms whatever the canvas width: the full bar (from 1180px) and the
 * compact one, each over the shopper state the story presets. "Responsive" is the app's own
 * AppHeader, which picks its form from the width.
 */
function HeaderStory({ form, cartCount = 2 }: { form: 'desktop' | 'compact'; cartCount?: number }) {
  const shell = useShell();
  const actions = headerActions(shell);
  const trackOrderLabel = shell.chosenModule?.labels?.track_order || 'Track Order';
  const brand = <Brand name={shell.config?.business_name} logoUrl={shell.config?.logo_full_url} to={shell.homeHref} />;
  const location = <LocationButton className="location-button" />;
  if (form === 'compact') {
    return (
      <div style={{ maxWidth: 375 }}>
        <CompactHeader
          brand={brand}
          full={shell.fullHeader}
          location={location}
          actions={actions}
          cartCount={cartCount}
          account={<AccountButton trackOrderLabel={trackOrderLabel} compact />}
          onMenu={fn()}
          onCart={fn()}
          ownCart={<IconAction label="Rental cart" icon={<CarOutlined aria-hidden />} onClick={fn()} count={2} />}
        />
      </div>
    );
  }
  return (
    <div style={{ minWidth: 1180 }}>
      <DesktopHeader
        brand={brand}
        full={shell.fullHeader}
        location={location}
        actions={actions}
        trackOrderLabel={trackOrderLabel}
        cartCount={cartCount}
        moduleSwitcher={<ModuleSwitcher module={shell.chosenModule} onOpen={fn()} />}
        account={<AccountButton trackOrderLabel={trackOrderLabel} />}
        preferences={
          <>
            <LanguageSwitch />
            <ThemeSwitch />
          </>
        }
        onCart={fn()}
        ownCart={<IconAction label="Rental cart" icon={<CarOutlined aria-hidden />} onClick={fn()} count={2} />}
        onWishlist={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Header',
  component: HeaderStory,
  args: { form: 'desktop' },
  parameters: { padded: false, state: { module: 'food', location: true } },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with a location in the food module: track order, cart, module switcher, Sign In. */
export const Guest: Story = {};
export const GuestDark: Story = { globals: { theme: 'dark' } };
export const GuestFrench: Story = { globals: { locale: 'fr' } };
/** A first visit (no location, no login): only the logo, the preferences and Sign In. */
export const FirstVisit: Story = { parameters: { state: {} } };
/** A customer: chat, wishlist and the profile menu. */
export const Customer: Story = { parameters: { state: { module: 'grocery', location: true, loggedIn: true } } };
export const CustomerDark: Story = {
  parameters: { state: { module: 'grocery', location: true, loggedIn: true } },
  globals: { theme: 'dark' },
};
/** Rental: the trip cart instead of the cart, "Track Trip". */
export const Rental: Story = { parameters: { state: { module: 'rental', location: true } } };
/** Parcel: no cart and no track order. */
export const Parcel: Story = { parameters: { state: { module: 'parcel', location: true } } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** An empty cart: the cart icon without a count (no red 0). */
export const EmptyCart: Story = { args: { cartCount: 0 } };

export const Compact: Story = { args: { form: 'compact' } };
export const CompactDark: Story = { args: { form: 'compact' }, globals: { theme: 'dark' } };
export const CompactCustomer: Story = {
  args: { form: 'compact' },
  parameters: { state: { module: 'food', location: true, loggedIn: true } },
};
export const CompactFirstVisit: Story = { args: { form: 'compact' }, parameters: { state: {} } };

/** The app's header: the full bar or the compact one, by the canvas width. */
export const Responsive: StoryObj = { render: () => <AppHeader /> };
