import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProductGallery, { SWIPE_PX, thumbnailWindowStart } from '@/features/catalogue/components/product-gallery';

const IMAGES = ['/a.png', '/b.png', '/c.png'];

function shownPicture(): string | null {
  const visible = screen.getAllByRole('img').filter((image) => !image.hidden && image.closest('.product-gallery__track'));
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('src');
}

describe('ProductGallery', () => {
  it('shows one picture at a time, moved by the arrows and the thumbnails, the arrows off at the ends', async () => {
    render(<ProductGallery images={IMAGES} name="Espresso cups" />);
    expect(shownPicture()).toBe('/a.png');
    const previous = screen.getByRole('button', { name: /previous/i });
    const next = screen.getByRole('button', { name: /next/i });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shownPicture()).toBe('/b.png');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(shownPicture()).toBe('/c.png');
    expect(next).toBeDisabled();
  });

  it('changes picture on a sideways swipe longer than the threshold only', () => {
    const { container } = render(<ProductGallery images={IMAGES} name="Espresso cups" />);
    const track = container.querySelector('.product-gallery__track')!;
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 200 - SWIPE_PX + 1 });
    expect(shownPicture()).toBe('/a.png');
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 200 - SWIPE_PX - 10 });
    expect(shownPicture()).toBe('/b.png');
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 100 + SWIPE_PX + 10 });
    expect(shownPicture()).toBe('/a.png');
  });

  it('asks for the first picture, the page’s largest, at once and at high priority; the others when shown', () => {
    const { container } = render(<ProductGallery images={IMAGES} name="Espresso cups" />);
    const pictures = [...container.querySelectorAll('.product-gallery__track img')];
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('keeps the current thumbnail inside the five shown', () => {
    expect(thumbnailWindowStart(0, 8, 5)).toBe(0);
    expect(thumbnailWindowStart(4, 8, 5)).toBe(2);
    expect(thumbnailWindowStart(7, 8, 5)).toBe(3);
  });
});
