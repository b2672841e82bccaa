import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PrescriptionField, type PrescriptionImage } from '@/features/checkout/components/prescription-field';
import { ApiError } from '@/shared/api/errors';
import { TestProviders } from '@/test/providers';

function Field({ upload, required = true }: { upload: (file: File) => Promise<number>; required?: boolean }) {
  const [value, setValue] = useState<PrescriptionImage[]>([]);
  return <PrescriptionField value={value} onChange={setValue} required={required} upload={upload} />;
}

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('PrescriptionField', () => {
  it('asks for the prescription, sends each picked image and lists it with a remove button', async () => {
    let id = 10;
    const upload = vi.fn(async () => id++);
    render(<Field upload={upload} />, { wrapper: TestProviders });
    expect(screen.getByText('Please upload your prescription image')).toBeInTheDocument();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('prescription-input'), [image('a.jpg'), image('b.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses more than 3 images with SPEC.md’s message, sending none of them', async () => {
    const upload = vi.fn(async () => 1);
    render(<Field upload={upload} />, { wrapper: TestProviders });
    await userEvent.upload(screen.getByTestId('prescription-input'), ['1', '2', '3', '4'].map((n) => image(`${n}.jpg`)));
    expect(await screen.findByText('Maximum 3 images can be send at a time.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as it words it', async () => {
    const refusal = new ApiError(422, [{ code: 'prescription', message: 'The image may not be greater than 2 MB.' }]);
    render(<Field upload={() => Promise.reject(refusal)} required={false} />, { wrapper: TestProviders });
    expect(screen.queryByText('(required)')).toBeNull();
    await userEvent.upload(screen.getByTestId('prescription-input'), image('big.jpg'));
    expect(await screen.findByText('The image may not be greater than 2 MB.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
