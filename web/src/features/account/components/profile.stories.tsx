import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import ProfileEditForm from '@/features/account/components/profile-edit-form';
import { ProfileView } from '@/features/account/components/profile-view';
import { CUSTOMER, UNVERIFIED_CUSTOMER } from '@/test/fixtures/account';
import { CONFIG } from '@/test/fixtures/marketplace';

/** The profile page's two screens: the profile, and Edit Personal Details. */
const meta = {
  title: 'Account/Profile',
  component: ProfileView,
  args: { profile: CUSTOMER, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL_CHECKS = { manual_login_status: 1, email_verification_status: 1, phone_verification_status: 1 };

export const View: Story = {};
export const ViewUnverified: Story = { args: { profile: UNVERIFIED_CUSTOMER } };
export const ViewDark: Story = { globals: { theme: 'dark' } };
/** Verified phone (disabled, Not Changeable), verified email (tick), password fields (manual login on). */
export const Edit: StoryObj = {
  render: () => <ProfileEditForm profile={CUSTOMER} flags={CONFIG.centralize_login} busy={false} photo={null} onPhoto={fn()} onSubmit={fn()} onBack={fn()} />,
};
/** Nothing verified, both verifications on: verify icons beside the email and the phone. */
export const EditUnverified: StoryObj = {
  render: () => <ProfileEditForm profile={UNVERIFIED_CUSTOMER} flags={ALL_CHECKS} busy={false} photo={null} onPhoto={fn()} onSubmit={fn()} onBack={fn()} />,
};
/** Manual login off: no password fields. */
export const EditWithoutPassword: StoryObj = {
  render: () => (
    <ProfileEditForm profile={CUSTOMER} flags={{ ...ALL_CHECKS, manual_login_status: 0 }} busy={false} photo={null} onPhoto={fn()} onSubmit={fn()} onBack={fn()} />
  ),
};
/** The server refused the photo. */
export const EditPhotoRefused: StoryObj = {
  render: () => (
    <ProfileEditForm
      profile={CUSTOMER}
      flags={CONFIG.centralize_login}
      busy={false}
      photo={null}
      onPhoto={fn()}
      photoError="This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only."
      onSubmit={fn()}
      onBack={fn()}
    />
  ),
};
export const EditDark: StoryObj = { ...Edit, globals: { theme: 'dark' } };
export const EditFrench: StoryObj = { ...EditUnverified, globals: { locale: 'fr' } };
export const EditRightToLeft: StoryObj = { ...Edit, globals: { locale: 'ar' } };
