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
});
