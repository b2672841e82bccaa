import { Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSelectModule } from '@/app/use-select-module';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { useConfig } from '@/shared/api/get-config';
import { rememberReferral } from '@/features/account/model/referral-arrival';
import { ModuleTiles } from '@/features/modules/components/module-tiles';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { useAtomValue } from '@/shared/state/app-store';

/**
 * "/": the marketplace's name and its modules; choosing one follows SPEC.md's module selection
 * steps and brings in that module's web-vertical. A friend's shared link (`/?ref=CODE`) leads here: its
 * code is kept for a sign-up later in the visit.
 */
export function Component() {
  const { t } = useTranslation('landing');
  const { data: config } = useConfig();
  const chosenModule = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  const { search } = useLocation();
  useEffect(() => rememberReferral(search), [search]);
  return (
    <Flex vertical gap="large" className="landing">
      <header>
        <h1 className="landing__title">{config?.business_name}</h1>
        <p className="text-secondary">{t('chooseModule')}</p>
      </header>
      <ModuleTiles chosenId={chosenModule?.id ?? null} onChoose={(module) => void choose(module)} />
      {chosenModule ? (
        <VerticalSlot
          moduleType={chosenModule.module_type}
          slot="ModuleIntro"
          props={{ moduleName: chosenModule.module_name }}
        />
      ) : null}
    </Flex>
  );
}
