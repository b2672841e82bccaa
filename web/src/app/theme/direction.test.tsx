import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { directionOf, RTL_LANGUAGES } from '@/app/theme/direction';
import { i18n } from '@/shared/i18n';
import { TestProviders } from '@/test/providers';

describe('text direction', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([...RTL_LANGUAGES, 'ar-EG', 'he_IL'])('is right to left for %s', (code) => {
    expect(directionOf(code)).toBe('rtl');
  });

  it.each(['en', 'fr', 'fr-FR', ''])('is left to right for "%s"', (code) => {
    expect(directionOf(code)).toBe('ltr');
  });

  it('turns the page and antd right to left for an RTL language', async () => {
    await i18n.changeLanguage('ar');
    render(<Button>{'OK'}</Button>, { wrapper: TestProviders });

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveClass('ant-btn-rtl');
  });

  it('stays left to right in French', async () => {
    await i18n.changeLanguage('fr');
    render(<Button>{'OK'}</Button>, { wrapper: TestProviders });

    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('button', { name: 'OK' })).not.toHaveClass('ant-btn-rtl');
  });
});
