import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PrescriptionField, type PrescriptionImage } from '@/features/checkout/components/prescription-field';

const picture = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88"><rect width="88" height="88" fill="${colour}"/><text x="8" y="48" fill="white" font-size="14">${label}</text></svg>`)}`;

const TWO: PrescriptionImage[] = [
  { id: 1, name: 'page-1.jpg', preview: picture('Page 1', '#1971c2') },
  { id: 2, name: 'page-2.png', preview: picture('Page 2', '#2f9e44') },
];

/** The field with its own state, as checkout holds it; uploads answer the next id. */
function Stateful(props: { initial: PrescriptionImage[]; required: boolean }) {
  const [value, setValue] = useState(props.initial);
  let next = 100;
  return <PrescriptionField value={value} onChange={setValue} required={props.required} upload={async () => next++} />;
}

const meta = {
  title: 'Checkout/PrescriptionField',
  component: PrescriptionField,
  args: { value: [], required: false, onChange: fn(), upload: fn(async () => 1) },
} satisfies Meta<typeof PrescriptionField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The cart holds a prescription-only medicine: the order waits for an image. */
export const Required: Story = { args: { required: true } };
export const TwoImages: Story = { args: { value: TWO, required: true } };
export const Full: Story = { args: { value: [...TWO, { id: 3, name: 'page-3.webp', preview: picture('Page 3', '#e8590c') }] } };
/** Without a preview (a browser that makes none): the file's name stands in. */
export const NoPreview: Story = { args: { value: [{ id: 4, name: 'ordonnance.jpg', preview: '' }] } };
export const Interactive: Story = { render: () => <Stateful initial={[]} required /> };
export const Dark: Story = { args: { value: TWO, required: true }, globals: { theme: 'dark' } };
export const French: Story = { args: { value: TWO, required: true }, globals: { locale: 'fr' } };
