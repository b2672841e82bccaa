import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STORAGE_KEYS } from '@/shared/storage/keys';
import { StatusTag, type StatusTone } from '@/shared/ui/status-tag';
import { contrastRatio } from '@/test/contrast';
import { TestProviders } from '@/test/providers';

const TONES: StatusTone[] = ['success', 'processing', 'warning', 'error'];

/** The theme's card colour, the ground the tags sit on. */
let card = '';
function CardColour() {
  card = theme.useToken().token.colorBgContainer;
  return null;
}

/** The tags in the app's theme (light or dark, as the shopper chose it). */
function renderTags(mode: 'light' | 'dark', tags: ReactNode) {
  window.localStorage.setItem(APP_STORAGE_KEYS.themeMode, JSON.stringify(mode));
  render(
    <>
      <CardColour />
      {tags}
    </>,
    { wrapper: TestProviders },
  );
}

const drawn = (text: string) => getComputedStyle(screen.getByText(text).closest('.ant-tag')!);

afterEach(() => window.localStorage.removeItem(APP_STORAGE_KEYS.themeMode));

describe('StatusTag', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`writes every tone's words at 4.5:1 or more on its own ground on a card, ${mode}`, () => {
      renderTags(
        mode,
        TONES.map((tone) => (
          <StatusTag key={tone} tone={tone}>
            {tone}
          </StatusTag>
        )),
      );
      expect(card).toBe(mode === 'dark' ? '#141414' : '#ffffff');
      for (const tone of TONES) {
        const { color, backgroundColor } = drawn(tone);
        expect(contrastRatio(color, backgroundColor, card), `${tone}: ${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps its tone for the eye: a tinted ground per tone', () => {
    renderTags(
      'light',
      <>
        <StatusTag tone="success">Paid</StatusTag>
        <StatusTag tone="error">Payment failed</StatusTag>
      </>,
    );
    expect(drawn('Paid').backgroundColor).toBe('rgb(246, 255, 237)');
    expect(drawn('Payment failed').backgroundColor).toBe('rgb(255, 241, 240)'); // the tint of the theme's danger red
  });
});
