/**
 * Test helpers for web-verticals (`@storefront/sdk/testing`, imported by bundles' tests only, never by
 * their sources): a VerticalHost over a scripted server and the jsdom set-up antd needs.
 */
export { fakeHost, type Call, type FakeHostOptions } from './fake-host';
export { initVerticalStrings, prepareVerticalDom } from './dom';
