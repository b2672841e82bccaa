import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import { BROKEN_PICTURE, picture } from '@/test/fixtures/pictures';

const meta = {
  title: 'Shared/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: picture('Burger', '#e8590c'), alt: 'Burger', width: 180, height: 180 },
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The picture fails to load: the placeholder takes its place (SPEC.md section 8). */
export const Failed: Story = { args: { src: BROKEN_PICTURE } };
export const Missing: Story = { args: { src: null } };
export const MissingDark: Story = { args: { src: null }, globals: { theme: 'dark' } };
