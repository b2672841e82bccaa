import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampText, READ_MORE_LIMIT } from '@/shared/lib/text';
import '@/features/catalogue/components/read-more.css';

interface Props {
  text: string;
  /** Characters shown before "Read more" (SPEC.md: 70 by default, 130 for a product description). */
  limit?: number;
  className?: string;
}

/** A text cut at `limit` characters, with Read more and Show less when it is longer. */
export function ReadMore({ text, limit = READ_MORE_LIMIT, className }: Props) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  const id = useId();
  const clamped = clampText(text, limit);
  return (
    <p className={className}>
      <span id={id}>{open || !clamped.clamped ? text : clamped.text}</span>
      {clamped.clamped ? (
        <>
          {' '}
          <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {open ? t('details.showLess') : t('details.readMore')}
          </button>
        </>
      ) : null}
    </p>
  );
}
