import {
  AndroidFilled,
  AppleFilled,
  EnvironmentOutlined,
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  MailOutlined,
  PhoneOutlined,
  PinterestOutlined,
  TwitterOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterSection, SocialNetwork } from '@/app/layout/footer/footer-links';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/app/layout/footer/footer.css';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookFilled />,
  instagram: <InstagramOutlined />,
  twitter: <TwitterOutlined />,
  linkedin: <LinkedinFilled />,
  pinterest: <PinterestOutlined />,
};

export interface FooterViewProps {
  businessName?: string;
  logoUrl?: string | null;
  email?: string;
  phone?: string;
  address?: string;
  /** The short line under the logo (fixed_footer_description). */
  description?: string;
  /** The closing line (footer_text). */
  footerText?: string;
  social: { name: SocialNetwork; link: string }[];
  appLinks: { playStore?: string; appStore?: string };
  sections: FooterSection[];
  onAddressClick: () => void;
  /** The demo marketplace's pictures are OpenMoji's emoji (CC BY-SA 4.0), whose licence asks for this credit. */
  demoPictures?: boolean;
}

/** The footer (SPEC.md section 2): brand and contacts, social and app links, then the page links. */
export function FooterView(props: FooterViewProps) {
  const { t } = useTranslation('footer');
  const { social, appLinks } = props;
  return (
    <footer className="app-footer">
      <div className="app-width">
        {/* Plain CSS grids (footer.css), not antd's Row and Col: their styles, generated on the main thread
            when the footer first draws, were some 90 KB of CSS for two rows of columns. */}
        <div className="app-footer__columns">
          <div>
            <Flex vertical gap="middle" align="flex-start">
              {props.logoUrl ? (
                <ImageWithFallback src={props.logoUrl} alt={props.businessName} height={36} className="app-footer__logo" />
              ) : (
                <strong className="app-footer__name">{props.businessName}</strong>
              )}
              {props.description ? <p className="text-secondary">{props.description}</p> : null}
              <address className="app-footer__contacts">
                {props.email ? (
                  <a href={`mailto:${props.email}`}>
                    <MailOutlined /> {props.email}
                  </a>
                ) : null}
                {props.phone ? (
                  <a href={`tel:${props.phone.replace(/[^\d+]/g, '')}`}>
                    <PhoneOutlined /> {props.phone}
                  </a>
                ) : null}
                {props.address ? (
                  <Button type="link" className="app-footer__address" icon={<EnvironmentOutlined aria-hidden />} onClick={props.onAddressClick}>
                    {props.address}
                  </Button>
                ) : null}
              </address>
              {social.length > 0 ? (
                <Flex gap="small" wrap aria-label={t('social')} role="list">
                  {social.map(({ name, link }) => (
                    <span role="listitem" key={name}>
                      <Button
                        shape="circle"
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        icon={SOCIAL_ICONS[name]}
                        aria-label={t(`networks.${name}`)}
                        title={t(`networks.${name}`)}
                      />
                    </span>
                  ))}
                </Flex>
              ) : null}
              {appLinks.appStore || appLinks.playStore ? (
                <Flex gap="small" wrap>
                  {appLinks.appStore ? (
                    <Button href={appLinks.appStore} target="_blank" rel="noopener noreferrer" icon={<AppleFilled aria-hidden />}>
                      {t('appStore')}
                    </Button>
                  ) : null}
                  {appLinks.playStore ? (
                    <Button href={appLinks.playStore} target="_blank" rel="noopener noreferrer" icon={<AndroidFilled aria-hidden />}>
                      {t('playStore')}
                    </Button>
                  ) : null}
                </Flex>
              ) : null}
            </Flex>
          </div>
          <div className="app-footer__sections">
            {props.sections.map((section) => (
              <nav aria-label={t(`sections.${section.key}`)} key={section.key}>
                <h2 className="app-footer__heading">{t(`sections.${section.key}`)}</h2>
                <ul className="app-footer__links">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{t(`links.${link.label}`, { brand: props.businessName ?? '' })}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <hr className="app-footer__rule" />
        <p className="text-secondary app-footer__text">{props.footerText}</p>
        {props.demoPictures ? (
          <p className="text-secondary app-footer__text">
            <Trans
              t={t}
              i18nKey="pictureCredit"
              components={{
                openmoji: <a href="https://openmoji.org" target="_blank" rel="noreferrer" />,
                licence: <a href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noreferrer" />,
              }}
            />
          </p>
        ) : null}
      </div>
    </footer>
  );
}
