import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Carousel } from 'antd';
import { useRef, useState, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAILS } from '@/features/catalogue/components/thumbnails';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

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

/**
 * A product's pictures: one at a time with previous and next, and a strip of thumbnails under it. Kept
 * in its own chunk (the carousel is only needed on product views).
 */
export default function ProductGallery({ images, name, thumbnails = THUMBNAILS }: Props) {
  const { t } = useTranslation('catalogue');
  const carousel = useRef<ComponentRef<typeof Carousel>>(null);
  const [current, setCurrent] = useState(0);
  const pictures = images.length > 0 ? images : [''];
  const several = pictures.length > 1;
  const start = thumbnailWindowStart(current, pictures.length, thumbnails);
  const shown = pictures.slice(start, start + thumbnails);
  const go = (index: number) => carousel.current?.goTo(index);

  return (
    <div className="product-gallery" role="group" aria-roledescription={t('gallery.carousel')} aria-label={name}>
      <div className="product-gallery__stage">
        <Carousel ref={carousel} dots={false} afterChange={setCurrent} infinite={false} adaptiveHeight={false}>
          {pictures.map((src, index) => (
            <div key={`${src}-${index}`}>
              <ImageWithFallback
                src={src}
                alt={several ? t('gallery.picture', { name, index: index + 1, count: pictures.length }) : name}
                width={520}
                height={520}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="product-gallery__image"
              />
            </div>
          ))}
        </Carousel>
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
