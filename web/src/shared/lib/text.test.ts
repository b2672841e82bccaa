import { describe, expect, it } from 'vitest';
import { capitalize, clampText, DESCRIPTION_LIMIT, READ_MORE_LIMIT } from '@/shared/lib/text';

describe('clampText', () => {
  it('leaves a short text whole', () => {
    expect(clampText('Fresh bread', 130)).toEqual({ text: 'Fresh bread', clamped: false });
  });

  it('cuts at the limit and adds an ellipsis', () => {
    const long = 'a'.repeat(DESCRIPTION_LIMIT + 10);
    const { text, clamped } = clampText(long, DESCRIPTION_LIMIT);
    expect(clamped).toBe(true);
    expect(text).toBe(`${'a'.repeat(DESCRIPTION_LIMIT)}…`);
  });

  it('cuts at 70 characters by default', () => {
    expect(clampText('b'.repeat(71)).text).toHaveLength(READ_MORE_LIMIT + 1);
    expect(clampText('b'.repeat(70)).clamped).toBe(false);
  });
});

describe('capitalize', () => {
  it('raises the first letter only', () => {
    expect(capitalize('restaurants')).toBe('Restaurants');
    expect(capitalize('')).toBe('');
    expect(capitalize('élan', 'fr')).toBe('Élan');
  });
});
