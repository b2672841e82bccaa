import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Module } from '@/shared/api/get-modules';
import { HoverHint } from '@/shared/ui/hover-hint';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/modules/components/module-rail.css';

export interface ModuleRailProps {
  modules: Module[];
  chosenId: number | null;
  onChoose: (module: Module) => void;
}

/**
 * SPEC.md's vertical side rail of module icons, each named by its hint beside it (a CSS hint, not
 * antd's Tooltip: the rail is part of every desktop first view). The layout hides it on small screens.
 */
export default function ModuleRail({ modules, chosenId, onChoose }: ModuleRailProps) {
  const { t } = useTranslation('modules');
  return (
    <nav className="module-rail" aria-label={t('rail.label')}>
      <ul className="module-rail__list">
        {modules.map((module) => {
          const chosen = module.id === chosenId;
          return (
            <li key={module.id}>
              <HoverHint title={module.module_name} placement="end">
                <Button
                  className="module-rail__button"
                  type={chosen ? 'primary' : 'text'}
                  ghost={chosen}
                  aria-label={module.module_name}
                  aria-pressed={chosen}
                  onClick={() => onChoose(module)}
                  icon={<ImageWithFallback src={module.icon_full_url} width={28} height={28} alt="" />}
                />
              </HoverHint>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
