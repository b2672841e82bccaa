/** The contract's write window: a store or courier can be written to for this long after delivery. */
export const WRITE_WINDOW_HOURS = 48;

/**
 * Whether an order still opens a conversation with its store or courier: while it runs, and for
 * WRITE_WINDOW_HOURS after its delivery (the server decides; this only offers the button).
 */
export function orderOpensChat(status: string, deliveredAt: string | null, now: Date = new Date()): boolean {
  if (status === 'canceled') return false;
  if (status !== 'delivered') return true;
  if (!deliveredAt) return false;
  return now.getTime() - new Date(deliveredAt).getTime() < WRITE_WINDOW_HOURS * 3_600_000;
}
