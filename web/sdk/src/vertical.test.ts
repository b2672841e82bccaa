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

  it('accepts any module type the server may send, a plugin\'s too', () => {
    expect(defineVertical({ ...VALID, moduleType: 'laundry' }).moduleType).toBe('laundry');
  });

  it('refuses a module type that is not a lower-case name and a colour that is not one', () => {
    const broken = { ...VALID, moduleType: 'Laundry Service', accent: 'green' };
    expect(() => defineVertical(broken)).toThrow(/module type must be a lower-case name; accent must be a colour/);
  });

  it('takes pages at relative paths only', () => {
    const page = async () => ({ default: () => null });
    expect(defineVertical({ ...VALID, routes: [{ path: 'price-list', load: page }] }).routes).toHaveLength(1);
    expect(() => defineVertical({ ...VALID, routes: [{ path: '/laundry/price-list', load: page }] })).toThrow(
      /route "\/laundry\/price-list" must be a relative path/,
    );
  });
});
