import { CarOutlined } from '@ant-design/icons';
import { IconAction } from '@/app/layout/header/icon-link';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { VerticalSlot } from '@/app/verticals/vertical-slot';

/**
 * The header's button of a module's own cart (policy `cart` "own"), with the count the module's
 * web-vertical reads from its cart (the CartCount slot); no count while it loads or has none.
 */
export function VerticalCartButton({ moduleType, label, onClick }: { moduleType: string; label: string; onClick: () => void }) {
  const host = useVerticalHost();
  const draw = (count?: number) => <IconAction label={label} icon={<CarOutlined aria-hidden />} onClick={onClick} count={count} />;
  return <VerticalSlot moduleType={moduleType} slot="CartCount" props={{ host, draw }} fallback={draw()} />;
}
