import { describe, expect, it } from 'vitest';
import { topUpNotice, topUpOutcome } from '@/features/ledger/model/top-up-return';

describe('a top-up’s return', () => {
  it('reads the outcome the address names, and nothing else', () => {
    expect(topUpOutcome('?payment=succeeded')).toBe('succeeded');
    expect(topUpOutcome('?payment=declined')).toBe('declined');
    expect(topUpOutcome('?payment=paid')).toBeNull();
    expect(topUpOutcome('')).toBeNull();
  });

  it('says the fund arrived only once the server’s balance moved', () => {
    expect(topUpNotice('succeeded', 10, 10)).toBe('waiting');
    expect(topUpNotice('succeeded', null, 60)).toBe('waiting');
    expect(topUpNotice('succeeded', 10, 60)).toBe('added');
    expect(topUpNotice('declined', 10, 60)).toBe('declined');
    expect(topUpNotice('abandoned', null, undefined)).toBe('abandoned');
  });
});
