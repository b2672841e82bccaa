import { describe, expect, it } from 'vitest';
import { photoFileProblem, photoRatioProblem } from '@/features/account/model/photo';

const MB = 1024 * 1024;

describe('profile photo', () => {
  it.each([
    ['me.jpg', 'image/jpeg'],
    ['me.JPEG', 'image/jpeg'],
    ['me.png', 'image/png'],
    ['me.gif', 'image/gif'],
  ])('takes %s', (name, type) => {
    expect(photoFileProblem({ name, type, size: MB })).toBeNull();
  });

  it.each([
    ['me.avif', 'image/avif'],
    ['me.webp', 'image/webp'],
    ['me.pdf', 'application/pdf'],
    // A renamed file: its type says what it is.
    ['me.jpg', 'application/pdf'],
    ['me.png', 'image/webp'],
    ['me', 'image/png'],
  ])('refuses %s (%s) for its format', (name, type) => {
    expect(photoFileProblem({ name, type, size: MB })).toBe('format');
  });

  it('takes 2 MB and no more', () => {
    expect(photoFileProblem({ name: 'me.png', type: 'image/png', size: 2 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'me.png', type: 'image/png', size: 2 * MB + 1 })).toBe('size');
  });

  it('wants a square picture', () => {
    expect(photoRatioProblem(512, 512)).toBeNull();
    expect(photoRatioProblem(512, 511)).toBe('ratio');
    expect(photoRatioProblem(0, 0)).toBe('ratio');
  });
});
