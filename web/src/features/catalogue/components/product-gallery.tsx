import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button } from 'antd';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAILS } from '@/features/catalogue/components/thumbnails';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/catalogue/components/product-gallery.css';

interface Props {
  images: string[];
  name: string;
  /** Thumbnails visible at once. */
  thumbnails?: number;
}

/** The first thumbnail of a window of `size` that keeps `current` in view, centred when it can. */
export function thumbnailWindowStart(current: number, count: number, size: number): number {
  return Math.max(0, Math.min(current - Math.floor(size / 2), count - size));
}

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the picture. */
export const SWIPE_PX = 40;

/**
 * A product's pictures: one at a time with previous and next (buttons, thumbnails or a swipe), and a
 * strip of thumbnails under it. Kept in its own chunk (only product views need it).
 *
 * Not antd's Carousel: its slider measures every slide once mounted and renders the whole track again,
 * a long task of about 230 ms on a throttled phone right after the product page's first view. Here the
 * pictures are stacked and only the current one is shown: nothing is measured, and a picture not shown
 * yet is fetched when it is first shown (lazy).
 */
export default function ProductGallery({ images, name, thumbnails = THUMBNAILS }: Props) {
  const { t } = useTranslation('catalogue');
  const [current, setCurrent] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const pictures = images.length > 0 ? images : [''];
  const several = pictures.length > 1;
  const start = thumbnailWindowStart(current, pictures.length, thumbnails);
  const shown = pictures.slice(start, start + thumbnails);
  const go = (index: number) => setCurrent(Math.max(0, Math.min(index, pictures.length - 1)));
  // A swipe towards the start of the line shows the next picture; the line runs the other way in RTL.
  const swiped = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    const towardsStart = event.clientX < from === (getComputedStyle(event.currentTarget).direction !== 'rtl');
    go(current + (towardsStart ? 1 : -1));
  };

  return (
    <div className="product-gallery" role="group" aria-roledescription={t('gallery.carousel')} aria-label={name}>
      <div className="product-gallery__stage">
        <div
          className="product-gallery__track"
          onPointerDown={(event) => (swipeFrom.current = event.clientX)}
          onPointerUp={swiped}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          {pictures.map((src, index) => (
            <ImageWithFallback
              key={`${src}-${index}`}
              src={src}
              alt={several ? t('gallery.picture', { name, index: index + 1, count: pictures.length }) : name}
              width={520}
              height={520}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first picture is the page's largest: asked for at once, as the store page's cover.
              fetchPriority={index === 0 ? 'high' : undefined}
              className="product-gallery__image"
              hidden={index !== current}
              draggable={false}
            />
          ))}
        </div>
        {several ? (
          <>
            <Button
              shape="circle"
              className="product-gallery__arrow product-gallery__arrow--prev"
              icon={<LeftOutlined aria-hidden />}
              aria-label={t('gallery.previous')}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            />
            <Button
              shape="circle"
              className="product-gallery__arrow product-gallery__arrow--next"
              icon={<RightOutlined aria-hidden />}
              aria-label={t('gallery.next')}
              disabled={current === pictures.length - 1}
              onClick={() => go(current + 1)}
            />
          </>
        ) : null}
      </div>
      {several ? (
        <ul className="product-gallery__thumbs" aria-label={t('gallery.thumbnails')}>
          {shown.map((src, offset) => {
            const index = start + offset;
            return (
              <li key={`${src}-${index}`}>
                <button
                  type="button"
                  className="product-gallery__thumb"
                  aria-current={index === current}
                  aria-label={t('gallery.show', { index: index + 1 })}
                  onClick={() => go(index)}
                >
                  <ImageWithFallback src={src} alt="" width={64} height={64} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
