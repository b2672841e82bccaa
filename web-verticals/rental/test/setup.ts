import '@testing-library/jest-dom/vitest';
import { initVerticalStrings, prepareVerticalDom } from '@storefront/sdk/testing';
import vertical from '../src/index';
import { resources } from '../src/trips/strings';

prepareVerticalDom();
await initVerticalStrings('rental', { en: { ...vertical.resources.en, ...resources.en } });
