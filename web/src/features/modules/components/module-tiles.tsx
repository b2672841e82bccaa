import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFreshModules, type Module } from '@/shared/api/get-modules';
import { EmptyModuleNotice } from '@/features/modules/components/empty-module-notice';
import { ModuleTile } from '@/features/modules/components/module-tile';

interface Props {
  chosenId?: number | null;
  onChoose?: (module: Module) => void;
}

/** The marketplace's modules as tiles, or SPEC.md's notice when there is none. */
export function ModuleTiles({ chosenId = null, onChoose }: Props) {
  const { t } = useTranslation('modules');
  const { data: modules, error, mutate } = useFreshModules();

  if (error) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (!modules) return <Spin aria-label={t('listLabel')} />;
  if (modules.length === 0) return <EmptyModuleNotice />;
  return (
    <Flex wrap gap="middle" role="list" aria-label={t('listLabel')}>
      {modules.map((module) => (
        <div role="listitem" key={module.id}>
          <ModuleTile module={module} chosen={module.id === chosenId} onChoose={onChoose} />
        </div>
      ))}
    </Flex>
  );
}
