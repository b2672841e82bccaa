/** Progress toward free delivery (SPEC.md section 9). */
export interface FreeDeliveryProgress {
  /** subtotal / free_delivery_over as a percentage, clamped to 0-100. */
  percent: number;
  /** What is left to spend: free_delivery_over − subtotal, 0 once reached. */
  remaining: number;
  reached: boolean;
}

/** The progress toward `freeDeliveryOver`; null when the store or marketplace sets no threshold. */
export function freeDeliveryProgress(subtotal: number, freeDeliveryOver: number | null | undefined): FreeDeliveryProgress | null {
  if (freeDeliveryOver == null || !(freeDeliveryOver > 0)) return null;
  const percent = Math.min(100, Math.max(0, (subtotal / freeDeliveryOver) * 100));
  const remaining = Math.max(0, freeDeliveryOver - subtotal);
  return { percent, remaining, reached: remaining === 0 };
}
