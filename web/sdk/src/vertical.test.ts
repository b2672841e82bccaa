import { describe, expect, it } from 'vitest';
import { defineVertical, type WebVertical } from './vertical';

const VALID: WebVertical = {
  moduleType: 'grocery',
  accent: '#2f9e44',
  resources: { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } },
  components: {},
};

describe('defineVertical', () => {
  it('returns a valid vertical, frozen', () => {
    const vertical = defineVertical(VALID);
    expect(vertical.moduleType).toBe('grocery');
    expect(Object.isFrozen(vertical)).toBe(true);
  });

  it('refuses strings missing in one language', () => {
    expect(() => defineVertical({ ...VALID, resources: { en: { hello: 'Hello' }, fr: {} } })).toThrow(
      /"fr" do not have the same keys/,
    );
  });

  it('refuses an unknown module type and a colour that is not one', () => {
    const broken = { ...VALID, moduleType: 'laundry', accent: 'green' } as unknown as WebVertical;
    expect(() => defineVertical(broken)).toThrow(/unknown module type; accent must be a colour/);
  });
});
