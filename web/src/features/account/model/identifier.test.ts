import { describe, expect, it } from 'vitest';
import { classifyIdentifier, keepPhoneCharacters } from '@/features/account/model/identifier';

describe('login identifier', () => {
  it.each([
    ['camille@example.com', 'email', 'camille@example.com'],
    ['  camille.martin+shop@mail.example.fr ', 'email', 'camille.martin+shop@mail.example.fr'],
    ['+33612345678', 'phone', '+33612345678'],
    ['06 12 34 56 78', 'phone', '0612345678'],
    ['+1 (415) 555-0100', 'phone', '+14155550100'],
  ] as const)('reads %j as %s', (input, kind, value) => {
    expect(classifyIdentifier(input)).toEqual({ kind, value });
  });

  it.each(['', 'camille', 'camille@example', '12345', '+', '++33612345678', '1234567890123456', 'camille @example.com'])(
    'finds %j invalid',
    (input) => {
      expect(classifyIdentifier(input).kind).toBe('invalid');
    },
  );
});

describe('phone input', () => {
  it.each([
    ['+33 6 12-34', '+3361234'],
    ['06.12.34', '061234'],
    ['abc+33', '33'],
    [' +1 (415)', '+1415'],
    ['', ''],
  ])('keeps %j as %j', (input, kept) => {
    expect(keepPhoneCharacters(input)).toBe(kept);
  });
});
