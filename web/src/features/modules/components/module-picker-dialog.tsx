import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreshModules, type Module } from '@/shared/api/get-modules';
import { ModuleTiles } from '@/features/modules/components/module-tiles';
import '@/features/modules/components/module-picker.css';

export interface ModulePickerDialogProps {
  open: boolean;
  chosenId: number | null;
  onChoose: (module: Module) => void;
  onClose: () => void;
}

/** SPEC.md's module picker: the modules as tiles, fetched again every time the dialog opens. */
export default function ModulePickerDialog({ open, chosenId, onChoose, onClose }: ModulePickerDialogProps) {
  const { t } = useTranslation('modules');
  const { mutate } = useFreshModules();
  useEffect(() => {
    if (open) void mutate();
  }, [open, mutate]);
  return (
    <Modal
      open={open}
      title={t('picker.title')}
      footer={null}
      width={720}
      destroyOnHidden
      onCancel={onClose}
      className="module-picker"
    >
      <p className="text-secondary module-picker__hint">{t('picker.hint')}</p>
      <ModuleTiles
        chosenId={chosenId}
        onChoose={(module) => {
          onClose();
          onChoose(module);
        }}
      />
    </Modal>
  );
}
