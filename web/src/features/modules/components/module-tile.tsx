import { Button } from 'antd';
import type { Module } from '@/shared/api/get-modules';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

interface Props {
  module: Module;
  chosen: boolean;
  onChoose?: (module: Module) => void;
}

/** One module: its icon and name, on a button that shows whether it is the chosen one. */
export function ModuleTile({ module, chosen, onChoose }: Props) {
  return (
    <Button
      className="module-tile"
      color={chosen ? 'primary' : 'default'}
      variant={chosen ? 'outlined' : 'filled'}
      aria-pressed={chosen}
      onClick={() => onChoose?.(module)}
    >
      <ImageWithFallback src={module.icon_full_url} width={48} height={48} className="module-tile__icon" />
      <span className="module-tile__name">{module.module_name}</span>
    </Button>
  );
}
