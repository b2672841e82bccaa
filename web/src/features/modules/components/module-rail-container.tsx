import { useModules, type Module } from '@/shared/api/get-modules';
import ModuleRail from '@/features/modules/components/module-rail';

interface Props {
  chosenId: number | null;
  onChoose: (module: Module) => void;
}

/** The rail with the marketplace's modules; nothing while they load or when there is only one. */
export default function ModuleRailContainer({ chosenId, onChoose }: Props) {
  const { data: modules } = useModules();
  if (!modules || modules.length < 2) return null;
  return <ModuleRail modules={modules} chosenId={chosenId} onChoose={onChoose} />;
}
