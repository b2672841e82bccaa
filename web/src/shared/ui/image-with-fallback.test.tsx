import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import { CONFIG } from '@/test/fixtures/marketplace';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const ITEMS = 'https://media.example/item';

describe('ImageWithFallback', () => {
  it('offers a catalogue picture in every stored width, AVIF first, and the placeholder alone when it fails', async () => {
    fakeApi({
      '/api/v1/config': { body: { ...CONFIG, picture_ladders: [{ base_url: ITEMS, widths: [160, 320, 640], formats: ['avif', 'webp'] }] } },
    });
    const { container } = render(<ImageWithFallback src={`${ITEMS}/food-espresso.webp`} alt="Espresso" width={230} />, { wrapper: TestProviders });
    // The configuration arrives after the first draw here (the app has it before): the picture is redrawn.
    await waitFor(() => expect(container.querySelector('picture')).not.toBeNull());
    const image = screen.getByRole('img', { name: 'Espresso' });
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(`${ITEMS}/food-espresso-160w.avif 160w, ${ITEMS}/food-espresso-320w.avif 320w, ${ITEMS}/food-espresso-640w.avif 640w`);
    expect(sources[0]!.getAttribute('sizes')).toBe('auto, 230px');
    expect(image).toHaveAttribute('src', `${ITEMS}/food-espresso.webp`);

    fireEvent.error(image);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Espresso' }).getAttribute('src')).not.toContain('espresso');
  });

  it('draws a picture stored alone from its own file', async () => {
    fakeApi({ '/api/v1/config': { body: { ...CONFIG, picture_ladders: [{ base_url: ITEMS, widths: [160], formats: ['avif'] }] } } });
    const { container } = render(<ImageWithFallback src="https://media.example/profile/ada.png" alt="Ada" />, { wrapper: TestProviders });
    expect(await screen.findByRole('img', { name: 'Ada' })).toHaveAttribute('src', 'https://media.example/profile/ada.png');
    expect(container.querySelector('picture')).toBeNull();
  });
});
