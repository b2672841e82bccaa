import StarFilled from '@ant-design/icons/StarFilled';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Stars } from '@/features/reviews/components/stars';
import type { ReviewFormat } from '@/features/reviews/hooks/use-review-format';
import type { Distribution } from '@/features/reviews/types';
import '@/features/reviews/reviews.css';

export interface StarDistributionProps {
  avgRating: number;
  ratingCount: number;
  distribution: Distribution;
  format: Pick<ReviewFormat, 'rating' | 'count'>;
}

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average (with the marketplace's decimals) and its stars, then one bar per number of stars, 5 to 1, with its count. */
export function StarDistribution({ avgRating, ratingCount, distribution, format }: StarDistributionProps) {
  const { t } = useTranslation('reviews');
  const average = format.rating(avgRating);
  return (
    <section className="star-distribution" aria-label={t('summary.label')}>
      <div className="star-distribution__average">
        <span className="star-distribution__figure" aria-hidden>
          <bdi>{average}</bdi>
        </span>
        <Stars rating={avgRating} label={average} size="middle" />
        <span className="star-distribution__count">{t('summary.count', { count: ratingCount, total: format.count(ratingCount) })}</span>
      </div>
      <ul className="star-distribution__bars">
        {STARS.map((stars) => {
          const count = distribution[stars] ?? 0;
          const percent = ratingCount > 0 ? Math.round((count / ratingCount) * 100) : 0;
          return (
            <li key={stars} className="star-distribution__bar" aria-label={t('summary.bar', { stars, count })}>
              <span className="star-distribution__stars" aria-hidden>
                <bdi>{stars}</bdi> <StarFilled className="star-distribution__star" />
              </span>
              <Progress percent={percent} showInfo={false} size="small" className="star-distribution__progress" aria-hidden />
              <span className="star-distribution__n" aria-hidden>
                <bdi>{format.count(count)}</bdi>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
