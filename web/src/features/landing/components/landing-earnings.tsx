import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LandingEarning } from '@/features/landing/api/get-landing';
import { LandingSection } from '@/features/landing/components/landing-section';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface LandingEarningsProps {
  title: string;
  subTitle?: string;
  earnings: LandingEarning[];
}

/** Another site opens in a new tab. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A storefront page ("/store-registration") rather than another site or an email. */
const isOwnPage = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Ways to earn with the marketplace (selling, delivering), each with where to sign up. */
export function LandingEarnings({ title, subTitle, earnings }: LandingEarningsProps) {
  const navigate = useNavigate();
  if (earnings.length === 0) return null;
  // A real link (it opens in a new tab too); one of our pages opens without reloading the storefront.
  const follow = (url: string) => (event: MouseEvent) => {
    if (!isOwnPage(url) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(url);
  };
  return (
    <LandingSection id="landing-earnings" title={title} subTitle={subTitle}>
      <ul className="landing-cards landing-cards--wide">
        {earnings.map((earning) => (
          <li key={earning.audience} className="landing-card landing-card--row">
            <ImageWithFallback src={earning.image_full_url} width={120} height={120} className="landing-card__picture" />
            <div className="landing-card__body">
              <h3 className="landing-card__title">{earning.title}</h3>
              {earning.sub_title ? <p className="landing-card__text">{earning.sub_title}</p> : null}
              {earning.button_url && earning.button_name ? (
                <Button
                  type="primary"
                  href={earning.button_url}
                  onClick={follow(earning.button_url)}
                  {...(isOwnPage(earning.button_url) ? {} : NEW_TAB)}
                >
                  {earning.button_name}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
