import type { Language } from '@storefront/sdk';
import enCatalogue from '@/shared/i18n/locales/en/catalogue.json';
import enCommon from '@/shared/i18n/locales/en/common.json';
import enLanding from '@/shared/i18n/locales/en/landing.json';
import enLocation from '@/shared/i18n/locales/en/location.json';
import enModules from '@/shared/i18n/locales/en/modules.json';
import enPages from '@/shared/i18n/locales/en/pages.json';
import enShell from '@/shared/i18n/locales/en/shell.json';
import frCatalogue from '@/shared/i18n/locales/fr/catalogue.json';
import frCommon from '@/shared/i18n/locales/fr/common.json';
import frLanding from '@/shared/i18n/locales/fr/landing.json';
import frLocation from '@/shared/i18n/locales/fr/location.json';
import frModules from '@/shared/i18n/locales/fr/modules.json';
import frPages from '@/shared/i18n/locales/fr/pages.json';
import frShell from '@/shared/i18n/locales/fr/shell.json';

const en = { common: enCommon, landing: enLanding, modules: enModules, location: enLocation, catalogue: enCatalogue, shell: enShell, pages: enPages };

/** Every storefront string in every language; the type makes a key missing in one language an error. */
export const resources: Record<Language, typeof en> = {
  en,
  fr: { common: frCommon, landing: frLanding, modules: frModules, location: frLocation, catalogue: frCatalogue, shell: frShell, pages: frPages },
};

export type Namespace = keyof typeof en;
