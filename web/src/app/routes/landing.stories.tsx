import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Route, Routes } from 'react-router';
import { Component as Landing } from '@/app/routes/landing';
import { PENDING } from '@/test/story-api';

/** "/" at its route over the (fake) API: the landing content, the modules, the location entry. */
function LandingStory() {
  return (
    <div className="app-width">
      <Routes>
        <Route path="/" element={<Landing />} />
      </Routes>
    </div>
  );
}

const meta = {
  title: 'Landing/Page',
  component: LandingStory,
  parameters: { route: '/' },
} satisfies Meta<typeof LandingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LandingPage: Story = {};
export const LandingPageDark: Story = { globals: { theme: 'dark' } };
export const LandingPageFrench: Story = { globals: { locale: 'fr' } };
export const LandingPageRightToLeft: Story = { globals: { locale: 'ar' } };
/** The content has not come (or cannot): the business's name heads the page and the modules work. */
export const ContentPending: Story = { parameters: { api: { '/api/v1/react-landing-page': PENDING } } };
