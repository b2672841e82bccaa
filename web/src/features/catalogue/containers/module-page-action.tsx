import { createElement } from 'react';
import { useNavigate } from 'react-router';
import { useVerticalSlot } from '@/features/catalogue/slots';
import type { Store } from '@/features/catalogue/types';

/**
 * The action a module's web-vertical offers on its home (no store) or on one of its stores' pages (the
 * PageAction slot; pharmacy: "Order with prescription"). Nothing for a module whose vertical offers none.
 */
export function ModulePageAction({ moduleType, moduleId, store = null }: { moduleType: string | null; moduleId: number | null; store?: Store | null }) {
  const slot = useVerticalSlot();
  const navigate = useNavigate();
  if (!slot || !moduleType || moduleId === null) return null;
  const shown = store ? { id: store.id, name: store.name, module_id: store.module_id, extra: store as unknown as Record<string, unknown> } : null;
  return createElement(slot, {
    moduleType,
    slot: 'PageAction',
    props: { moduleId, store: shown, navigate: (to: string) => void navigate(to) },
  });
}
