import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appDownloadLinks } from '@/app/layout/footer/footer-links';
import { useSelectModule } from '@/app/use-select-module';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { rememberReferral } from '@/features/account/model/referral-arrival';
import { useLanding } from '@/features/landing/api/get-landing';
import { LandingAppDownload } from '@/features/landing/components/landing-app-download';
import { LandingEarnings } from '@/features/landing/components/landing-earnings';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingSection } from '@/features/landing/components/landing-section';
import { LocationEntry } from '@/features/location/components/location-entry';
import { ModuleTiles } from '@/features/modules/components/module-tiles';
import { useConfig } from '@/shared/api/get-config';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { useAtomValue } from '@/shared/state/app-store';

/**
 * "/", built from GET /api/v1/react-landing-page as the operator wrote it: the headline with where to
 * deliver (straight to /home once chosen), the modules (choosing one follows SPEC.md's module selection
 * steps and brings in its web-vertical), the selling points, the ways to earn with the marketplace and its
 * apps. Until the content arrives (or if it cannot) the business's name heads the page and the modules
 * work; the other sections wait for the operator's words rather than show made-up ones. A friend's
 * shared link (`/?ref=CODE`) leads here: its code is kept for a sign-up later in the visit.
 */
export function Component() {
  const { t } = useTranslation('landing');
  const { data: config } = useConfig();
  const { data: landing } = useLanding();
  const chosenModule = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  const { search } = useLocation();
  useEffect(() => rememberReferral(search), [search]);
  return (
    <div className="landing">
      <LandingHero
        title={landing?.fixed_header_title ?? config?.business_name}
        subTitle={landing?.fixed_header_sub_title}
        locationTitle={landing?.fixed_location_title}
      >
        <LocationEntry />
      </LandingHero>
      <LandingSection id="landing-modules" title={landing?.fixed_module_title ?? t('chooseModule')} subTitle={landing?.fixed_module_sub_title}>
        <ModuleTiles chosenId={chosenModule?.id ?? null} onChoose={(module) => void choose(module)} />
        {chosenModule ? (
          <VerticalSlot moduleType={chosenModule.module_type} slot="ModuleIntro" props={{ moduleName: chosenModule.module_name }} />
        ) : null}
      </LandingSection>
      {landing ? (
        <>
          <LandingFeatures title={landing.feature_title} subTitle={landing.feature_sub_title} features={landing.features} />
          <LandingEarnings title={landing.earning_title} subTitle={landing.earning_sub_title} earnings={landing.earnings} />
          <LandingAppDownload
            title={landing.download_app_title}
            subTitle={landing.download_app_sub_title}
            links={appDownloadLinks(landing.download_user_app_links)}
          />
        </>
      ) : null}
    </div>
  );
}
