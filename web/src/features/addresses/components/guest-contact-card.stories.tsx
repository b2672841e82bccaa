import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { GuestContactCardView } from '@/features/addresses/components/guest-contact-card';
import { GuestContactForm } from '@/features/addresses/components/guest-contact-form';

const CONTACT = {
  contact_person_name: 'Ada Lovelace',
  contact_person_number: '+33 6 12 34 56 78',
  contact_person_email: 'ada@example.com',
  address: '12 Rue Montorgueil, 75002 Paris',
  road: 'Rue Montorgueil',
  house: '12',
  floor: '3',
};

/** SPEC.md's guest contact-info card, kept in local storage only. */
const meta = {
  title: 'Addresses/GuestContactCard',
  component: GuestContactCardView,
  args: { contact: CONTACT, onEdit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof GuestContactCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const FilledDark: Story = { globals: { theme: 'dark' } };
/** Take-away: road, house and floor hidden. */
export const TakeAway: Story = { args: { showDetails: false } };
/** 'No Contact Info Added' */
export const Empty: Story = { args: { contact: null } };
export const EmptyDark: Story = { args: { contact: null }, globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
/** The guest's form: name, phone and address required, email optional. */
export const Form: StoryObj = { render: () => <GuestContactForm open contact={null} onSave={fn()} onCancel={fn()} /> };
export const FormDark: StoryObj = { render: () => <GuestContactForm open contact={CONTACT} onSave={fn()} onCancel={fn()} />, globals: { theme: 'dark' } };
