import type { ReactNode } from 'react';
import type { VerticalSlot as SlotName, VerticalSlotProps } from '@storefront/sdk';
import type { SlotComponent } from '@/app/verticals/verticals';
import { useVertical } from '@/app/verticals/use-vertical';
import { StandIn } from '@/shared/ui/stand-in';

interface Props<S extends SlotName> {
  moduleType: string;
  slot: S;
  props: VerticalSlotProps[S];
  /**
   * Shown while the vertical loads, and kept when it does not fill this slot (the generic UI); it stands
   * in while the slot's own component loads (a press under way on it is not lost).
   */
  fallback?: ReactNode;
}

/** Render the component a module's web-vertical supplies for `slot`, loading it on first use. */
export function VerticalSlot<S extends SlotName>({ moduleType, slot, props, fallback = null }: Props<S>) {
  const Component: SlotComponent | undefined = useVertical(moduleType)?.slots[slot];
  if (!Component) return fallback;
  return (
    <StandIn standIn={fallback}>
      <Component {...(props as Record<string, unknown>)} />
    </StandIn>
  );
}
