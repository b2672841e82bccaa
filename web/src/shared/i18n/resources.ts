import type { Language } from '@storefront/sdk';
import enCommon from '@/shared/i18n/locales/en/common.json';
import enLanding from '@/shared/i18n/locales/en/landing.json';
import enModules from '@/shared/i18n/locales/en/modules.json';
import frCommon from '@/shared/i18n/locales/fr/common.json';
import frLanding from '@/shared/i18n/locales/fr/landing.json';
import frModules from '@/shared/i18n/locales/fr/modules.json';

const en = { common: enCommon, landing: enLanding, modules: enModules };

/** Every storefront string in every language; the type makes a key missing in one language an error. */
export const resources: Record<Language, typeof en> = {
  en,
  fr: { common: frCommon, landing: frLanding, modules: frModules },
};

export type Namespace = keyof typeof en;
