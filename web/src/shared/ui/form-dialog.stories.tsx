import { Form, Input } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { FormDialog } from '@/shared/ui/form-dialog';

interface NoteValues {
  note: string;
}

/** A one-field form in the dialog: the story's args set its state (a refusal, a call running). */
function NoteDialog({ title, label, error, busy, refused }: { title: string; label: string; error: string | null; busy: boolean; refused: boolean }) {
  const [form] = Form.useForm<NoteValues>();
  return (
    <FormDialog<NoteValues, 'note'>
      open
      title={title}
      okText="Save"
      cancelText="Cancel"
      form={form}
      name="note"
      error={error}
      busy={busy}
      fieldErrors={refused ? [{ name: 'note', errors: ['The note is too long.'] }] : undefined}
      initialValues={{ note: 'Ring twice, please.' }}
      onSubmit={fn()}
      onClose={fn()}
    >
      <Form.Item name="note" label={label} rules={[{ required: true, message: 'Write a note.' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

const meta = {
  title: 'Shared/FormDialog',
  component: NoteDialog,
  args: { title: 'Leave a note', label: 'Note', error: null, busy: false, refused: false },
} satisfies Meta<typeof NoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Sending: Story = { args: { busy: true } };
export const FieldRefused: Story = { args: { refused: true } };
export const Refused: Story = { args: { error: 'The service is not available now, try again.' } };
