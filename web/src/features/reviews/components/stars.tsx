import { Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { starValue } from '@/shared/lib/numbers';
import '@/features/reviews/reviews.css';
import '@/shared/ui/visually-hidden.css';

/**
 * A rating drawn as stars to the nearest half (SPEC.md: star precision 0.5), read out as "4.5 out of
 * 5 stars" (the stars themselves are hidden from screen readers).
 */
export function Stars({ rating, label, size = 'small' }: { rating: number; label: string; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="review-stars">
      <span aria-hidden>
        <Rate disabled allowHalf value={starValue(rating)} className={`review-stars__rate review-stars__rate--${size}`} />
      </span>
      <span className="visually-hidden">{t('summary.stars', { rating: label })}</span>
    </span>
  );
}
