import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/conversations/components/composer';
import { TestProviders } from '@/test/providers';

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('Composer', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((file: File) => `blob:${file.name}`), revokeObjectURL: vi.fn() }));
  });

  it('sends the trimmed text on Enter and starts a new line on Shift+Enter', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />, { wrapper: TestProviders });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Hello{Shift>}{Enter}{/Shift}there ');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('  Hello\nthere ');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere', []);
    expect(box).toHaveValue('');
    // Nothing to send: Enter and the button do nothing.
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('counts up to 1000 characters', async () => {
    render(<Composer onSend={() => undefined} />, { wrapper: TestProviders });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(screen.getByText('2 / 1000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '1000');
  });

  it('takes up to 3 pictures, each removable, and sends them', async () => {
    const onSend = vi.fn();
    const { container } = render(<Composer onSend={onSend} />, { wrapper: TestProviders });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Up to 3 photos');
    expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', [expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'c.png' })]);
  });

  it('refuses a picture over 2 MB', async () => {
    const { container } = render(<Composer onSend={() => undefined} />, { wrapper: TestProviders });
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, png('big.png', 3 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('A photo may be at most 2 MB.');
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });
});
