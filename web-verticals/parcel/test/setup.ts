import '@testing-library/jest-dom/vitest';
import { initVerticalStrings, prepareVerticalDom } from '@storefront/sdk/testing';
import vertical from '../src/index';
import { resources } from '../src/strings';

prepareVerticalDom();
await initVerticalStrings('parcel', {
  en: { ...vertical.resources.en, ...resources.en },
  fr: { ...vertical.resources.fr, ...resources.fr },
});
