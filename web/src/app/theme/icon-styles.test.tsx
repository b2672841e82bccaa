import { render, screen } from '@testing-library/react';
import { StarFilled } from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/providers';

/** The page's style sheets' rules, as text. */
const pageCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe("antd icons under the app's theme", () => {
  it('add no style sheet of their own: the theme holds their rules', () => {
    // One put in by an icon drawn outside the theme, in an earlier test of the same page.
    document.head.querySelector('style[rc-util-key="@ant-design-icons"]')?.remove();
    render(
      <>
        <StarFilled aria-label="one" />
        <StarFilled aria-label="two" />
      </>,
      { wrapper: TestProviders },
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    // The icons' own sheet (@ant-design/icons' `useInsertStyles`) is never put in ...
    expect(document.head.querySelector('style[rc-util-key="@ant-design-icons"]')).toBeNull();
    // ... and antd's theme has put the same rules in: the icon's box and its spin.
    expect(pageCss()).toMatch(/\.anticon\{[^}]*display:inline-flex/);
    expect(pageCss()).toMatch(/\.anticon-spin\{[^}]*animation-name:[^;}]*loadingCircle/);
  });
});
