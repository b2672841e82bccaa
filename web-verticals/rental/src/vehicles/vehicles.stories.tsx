import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { verticalNamespace } from '@storefront/sdk';
import { resources } from '../pages/vehicle-search';
import { BrandFilter } from './brand-filter';

/** The vehicle search's parts (web-verticals/rental): the brand choice, over the server's brand list. */
const meta = {
  title: 'Rental/VehicleSearch',
  parameters: { padded: true },
  // The storefront adds these strings when the vehicle search loads; stories render the parts directly.
  decorators: [(Story) => <WithPageStrings><Story /></WithPageStrings>],
} satisfies Meta;
export default meta;
type Story = StoryObj;

function WithPageStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, verticalNamespace('rental'), strings, true, true);
  return children;
}

const BRANDS = [
  { name: 'Peugeot', vehicle_count: 2 },
  { name: 'Renault', vehicle_count: 2 },
  { name: 'Tesla', vehicle_count: 1 },
];

/** Every brand (nothing chosen), with how many vehicles each has. */
export const Brands: Story = { render: () => <BrandFilter brands={BRANDS} value={undefined} onChange={fn()} /> };
export const BrandsFrench: Story = { ...Brands, globals: { locale: 'fr' } };
export const BrandsDark: Story = { ...Brands, globals: { theme: 'dark' } };
/** One brand chosen. */
export const OneBrand: Story = { render: () => <BrandFilter brands={BRANDS} value="Peugeot" onChange={fn()} /> };
/** While the list loads. */
export const Loading: Story = { render: () => <BrandFilter brands={undefined} value={undefined} onChange={fn()} /> };
