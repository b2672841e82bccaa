import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import defaultSeedToken from 'antd/es/theme/themes/seed';
import { describe, expect, it, vi } from 'vitest';
import { darkThemeAlgorithm, deriveAhead, derivationCount, lightAlgorithm } from '@/app/theme/derived-tokens';
import { themeConfig } from '@/app/theme/tokens';
import { APP_STORAGE_KEYS } from '@/shared/storage/keys';

function PrimaryColour() {
  const { token } = theme.useToken();
  return <span data-testid="primary">{token.colorPrimary}</span>;
}

describe('the remembered theme algorithms', () => {
  it('derive what antd’s own algorithms derive', () => {
    const seed = { ...defaultSeedToken, ...themeConfig('light', '#2f7d3a').token };
    expect(lightAlgorithm(seed)).toEqual(defaultAlgorithm(seed));
    const dark = { ...defaultSeedToken, ...themeConfig('dark', '#2f7d3a').token };
    expect(darkThemeAlgorithm(dark)).toEqual(darkAlgorithm(dark));
  });

  it('derive a seed once: the render finds the design derived ahead', () => {
    const config = themeConfig('light', '#1d6f42');
    const before = derivationCount();
    deriveAhead(config);
    expect(derivationCount()).toBe(before + 1);
    render(
      <ConfigProvider theme={config}>
        <PrimaryColour />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('primary')).toHaveTextContent('#1d6f42');
    expect(derivationCount()).toBe(before + 1);
  });

  it('derive in the render a seed nobody derived ahead', () => {
    const before = derivationCount();
    render(
      <ConfigProvider theme={themeConfig('light', '#7a2e8f')}>
        <PrimaryColour />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('primary')).toHaveTextContent('#7a2e8f');
    expect(derivationCount()).toBe(before + 1);
  });

  it('derive ahead the theme the app starts in: the stored mode, the module’s accent', async () => {
    // The mode is read from storage when its atom is made: stored first, then the modules loaded.
    window.localStorage.setItem(APP_STORAGE_KEYS.themeMode, JSON.stringify('dark'));
    vi.resetModules();
    const { deriveFirstTheme } = await import('@/app/theme/theme-provider');
    const derivedTokens = await import('@/app/theme/derived-tokens');
    const tokens = await import('@/app/theme/tokens');
    const accent = '#0b5cad';
    deriveFirstTheme({ vertical: { accent } } as Parameters<typeof deriveFirstTheme>[0]);
    expect(derivedTokens.derivationCount()).toBe(1);
    render(
      <ConfigProvider theme={tokens.themeConfig('dark', accent)}>
        <PrimaryColour />
      </ConfigProvider>,
    );
    expect(derivedTokens.derivationCount()).toBe(1);
  });
});
