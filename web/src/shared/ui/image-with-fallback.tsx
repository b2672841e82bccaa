import { useState, type ImgHTMLAttributes } from 'react';
import { useConfig } from '@/shared/api/get-config';
import { pictureSources } from '@/shared/lib/picture-sources';
import placeholder from '@/shared/ui/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null };

const NO_LADDERS: never[] = [];
// The picture element only groups the sources: the image lays out as if it stood alone.
const CONTENTS = { display: 'contents' } as const;

/**
 * An image that shows a placeholder picture when its own is missing or fails (SPEC.md section 8). A
 * catalogue picture stored in several widths and formats is offered as all of them (`<picture>`, AVIF then
 * WebP), so the browser fetches the smallest file that fills the box sharply.
 */
export function ImageWithFallback({ src, alt = '', sizes, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const ladders = useConfig().data?.picture_ladders ?? NO_LADDERS;
  const loading = rest.loading ?? 'lazy';
  const image = (
    <img
      {...rest}
      alt={alt}
      src={!src || failed ? placeholder : src}
      onError={() => setFailed(true)}
      loading={loading}
      decoding="async"
    />
  );
  const sources = src && !failed ? pictureSources(src, ladders) : [];
  if (sources.length === 0) return image;
  // The box's width picks the file: the browser's own measure of a lazy image ("auto"), else the width given.
  const box = sizes ?? `${loading === 'lazy' ? 'auto, ' : ''}${rest.width ? `${rest.width}px` : '100vw'}`;
  return (
    <picture style={CONTENTS}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={box} />
      ))}
      {image}
    </picture>
  );
}
