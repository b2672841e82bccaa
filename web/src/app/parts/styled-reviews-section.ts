import reviewsAntdStyles from '@antd-extracted/reviews';
import { installExtractedAntdStyles } from '@/app/theme/extracted-antd-styles';

// Before the reviews draw: their antd components' styles (the grey lines, stars, bars, initials) come
// built, not generated on a phone's main thread as the section first draws (docs/web.md).
installExtractedAntdStyles('reviews', reviewsAntdStyles);

export { ReviewsSection as default } from '@/features/reviews/containers/reviews-section';
