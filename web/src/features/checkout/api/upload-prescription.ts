import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';

type Uploaded = Schemas['Uploaded'];

/**
 * POST /api/v1/customer/order/prescription (multipart): one picked image, checked by the server (its
 * real type and size); its id, which placing the order takes in `prescription_ids`.
 */
export async function uploadPrescription(file: File, moduleId: number, guestId?: string): Promise<number> {
  const form = new FormData();
  form.append('images', file);
  if (guestId) form.append('guest_id', guestId);
  const answer = await apiFetch<Uploaded>('/api/v1/customer/order/prescription', {
    method: 'POST',
    body: form,
    headers: { moduleId: String(moduleId) },
  });
  const [id] = answer.prescription_ids;
  if (id === undefined) throw new Error('no prescription id');
  return id;
}
