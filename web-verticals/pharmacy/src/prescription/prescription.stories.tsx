import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { verticalNamespace } from '@storefront/sdk';
import PrescriptionOrder, { resources } from '../pages/prescription-order';
import { resources as actionResources } from './strings';
import OrderWithPrescription from './order-with-prescription';
import { NO_PRESCRIPTIONS, pageProps, TAKES_PRESCRIPTIONS } from './story-data';

/** The pharmacy's prescription-only order: its entry (the PageAction slot) and the choice of a pharmacy. */
const meta = {
  title: 'Pharmacy/PrescriptionOrder',
  parameters: { padded: true },
  // The storefront adds the page's strings when the page loads; stories render it directly.
  decorators: [(Story) => <WithPageStrings><Story /></WithPageStrings>],
} satisfies Meta;
export default meta;
type Story = StoryObj;

function WithPageStrings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const bundle of [resources, actionResources]) {
    for (const [language, strings] of Object.entries(bundle)) i18n.addResourceBundle(language, verticalNamespace('pharmacy'), strings, true, true);
  }
  return children;
}

/** On the module's home: leads to the choice of a pharmacy. */
export const ActionOnHome: Story = { render: () => <OrderWithPrescription moduleId={3} store={null} navigate={fn()} /> };
export const ActionOnHomeFrench: Story = { ...ActionOnHome, globals: { locale: 'fr' } };
/** On the page of a pharmacy that takes prescription orders: straight to its checkout. */
export const ActionOnStore: Story = { render: () => <OrderWithPrescription moduleId={3} store={TAKES_PRESCRIPTIONS} navigate={fn()} /> };
/** A pharmacy that takes none shows nothing. */
export const ActionOnOtherStore: Story = { render: () => <OrderWithPrescription moduleId={3} store={NO_PRESCRIPTIONS} navigate={fn()} /> };
/** The pharmacies near the shopper that take prescription orders. */
export const ChoosePharmacy: Story = { render: () => <PrescriptionOrder {...pageProps({ navigate: fn() })} /> };
export const ChoosePharmacyDark: Story = { ...ChoosePharmacy, globals: { theme: 'dark' } };
export const ChoosePharmacyFrench: Story = { ...ChoosePharmacy, globals: { locale: 'fr' } };
/** None near the shopper takes them. */
export const NoPharmacy: Story = { render: () => <PrescriptionOrder {...pageProps({ answer: async () => ({ stores: [] }) })} /> };
/** From another module: the page offers to switch to the pharmacy module first. */
export const FromAnotherModule: Story = { render: () => <PrescriptionOrder {...pageProps({ chosen: false, choose: fn() })} /> };
