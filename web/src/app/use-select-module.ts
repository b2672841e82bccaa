import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isSmallScreen } from '@/app/layout/use-media-query';
import { clearCartForModuleSwitch } from '@/app/parts/shopper-lists';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import type { Module } from '@/shared/api/get-modules';
import { selectModule, type ModuleSelectionOutcome } from '@/features/modules/model/select-module';
import { useAtomValue, useSetAtom, useStore } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { hasLocationAtom } from '@/shared/state/location';
import { useFeedback } from '@/shared/ui/use-feedback';

/** Choose a module the way SPEC.md section 4 says, from anywhere in the app (tiles, rail, dialog). */
export function useSelectModule(): (module: Module) => Promise<ModuleSelectionOutcome> {
  const { t } = useTranslation('modules');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const saveModule = useSetAtom(chosenModuleAtom);
  const store = useStore();
  const hasLocation = useAtomValue(hasLocationAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const host = useVerticalHost();
  return useCallback(
    (module: Module) => {
      // The cart to empty is the one of the module being left: read it before the new one is saved.
      const previous = store.get(chosenModuleAtom);
      return selectModule(module, {
        saveModule,
        clearCart: async (next) => {
          for (const text of await clearCartForModuleSwitch(previous, next, host)) void message.warning(text);
        },
        hasLocation,
        smallScreen: isSmallScreen(),
        pathname,
        navigate: (path) => void navigate(path),
        reload: (path) => window.location.assign(path),
        openLocationPicker: () => setLocationPicker({ open: true, reason: 'required' }),
        notify: {
          success: (text) => void message.success({ content: text, key: 'module-selection' }),
          info: (text) => void message.info({ content: text, key: 'module-selection' }),
          error: (text) => void message.error({ content: text, key: 'module-selection' }),
        },
        texts: { selected: t('selection.selected'), selectLocation: t('selection.selectLocation'), failed: t('selection.failed') },
      });
    },
    [saveModule, store, host, hasLocation, pathname, navigate, setLocationPicker, message, t],
  );
}
