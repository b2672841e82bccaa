import { afterEach, describe, expect, it } from 'vitest';
import { installExtractedAntdStyles } from '@/app/theme/extracted-antd-styles';

const installed = () => [...document.head.querySelectorAll('style[data-extracted-antd]')];

describe('installExtractedAntdStyles', () => {
  afterEach(() => {
    for (const style of installed()) style.remove();
    document.head.querySelector('#app-css')?.remove();
  });

  it('puts the styles first in <head>, before the app’s own, where antd puts its run-time styles', () => {
    const app = document.createElement('style');
    app.id = 'app-css';
    document.head.append(app);
    installExtractedAntdStyles('checkout', '.ant-card{padding:0}');
    expect(document.head.firstElementChild?.getAttribute('data-extracted-antd')).toBe('checkout');
    expect(document.head.firstElementChild?.textContent).toBe('.ant-card{padding:0}');
  });

  it('puts each set in once, however often its page opens', () => {
    installExtractedAntdStyles('checkout', '.ant-card{padding:0}');
    installExtractedAntdStyles('checkout', '.ant-card{padding:0}');
    expect(installed()).toHaveLength(1);
  });

  it('adds nothing for an empty set (tests and Storybook draw with run-time styles)', () => {
    installExtractedAntdStyles('checkout', '');
    expect(installed()).toHaveLength(0);
  });

  it("has antd read one map listing every set put in, the first view's and each set's own", () => {
    const set = (rules: string, paths: string[]) => `${rules}.data-ant-cssinjs-cache-path.data-ant-cssinjs-cache-path{content:"${paths.join(';')}";}`;
    installExtractedAntdStyles('checkout', set('.ant-card{padding:0}', ['|Shared|:a', '|Card-Card|:b']));
    installExtractedAntdStyles('reviews', set('.ant-rate{margin:0}', ['|Shared|:a', '|Rate-Rate|:c']));
    // Each set's rules without its map ...
    expect(document.head.querySelector('style[data-extracted-antd="reviews"]')?.textContent).toBe('.ant-rate{margin:0}');
    // ... and one map with the paths of both.
    const map = document.head.querySelectorAll('style[data-extracted-antd="map"]');
    expect(map).toHaveLength(1);
    expect(map[0]?.textContent).toBe('.data-ant-cssinjs-cache-path.data-ant-cssinjs-cache-path{content:"|Shared|:a;|Card-Card|:b;|Rate-Rate|:c";}');
  });
});
