import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from '@/shared/ui/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null };

/** An image that shows a placeholder picture when its own is missing or fails (SPEC.md section 8). */
export function ImageWithFallback({ src, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={!src || failed ? placeholder : src}
      onError={() => setFailed(true)}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
    />
  );
}
