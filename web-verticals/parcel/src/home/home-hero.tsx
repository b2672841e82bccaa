import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useParcelTranslation } from '../strings';
import { TRACKING_CODE } from '../track/tracking-code';
import './parcel-home.css';

export interface HomeHeroProps {
  /** The module's name, the page's title ("Parcel Delivery"). */
  moduleName: string;
  /** Goes to a storefront path: the send page, or the track page (with the code typed, if any). */
  navigate: (to: string) => void;
}

/**
 * The top of the parcel home: the module's name, then its two ways in, side by side on a wide screen
 * and one above the other on a phone: send a package, and track one from its tracking code (the track
 * page then asks for the phone number it needs, as tracking always does). Plain elements in antd's
 * tokens and its Button (already in the app's first chunk): the home is a first view, and antd's form,
 * input and typography would weigh on it for one field.
 */
export function HomeHero({ moduleName, navigate }: HomeHeroProps) {
  const t = useParcelTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const track = (event: FormEvent) => {
    event.preventDefault();
    if (code && !TRACKING_CODE.test(code)) {
      setInvalid(true);
      return;
    }
    navigate(code ? `/track-package?code=${encodeURIComponent(code.toUpperCase())}` : '/track-package');
  };
  return (
    <header className="parcel-home__hero">
      <h1 className="parcel-home__title">{moduleName}</h1>
      <p className="parcel-home__muted">{t('homeIntro')}</p>
      <div className="parcel-home__ways">
        <section className="parcel-home__way" aria-labelledby={`${id}-send`}>
          <h2 id={`${id}-send`} className="parcel-home__subtitle">
            {t('sendTitle')}
          </h2>
          <p className="parcel-home__muted">{t('homeSendText')}</p>
          <Button type="primary" size="large" icon={<SendOutlined aria-hidden />} onClick={() => navigate('/send-package')}>
            {t('sendPackage')}
          </Button>
        </section>
        <section className="parcel-home__way" aria-labelledby={`${id}-track`}>
          <h2 id={`${id}-track`} className="parcel-home__subtitle">
            {t('trackTitle')}
          </h2>
          <p className="parcel-home__muted">{t('homeTrackText')}</p>
          <form className="parcel-home__track-form" onSubmit={track} noValidate>
            <label htmlFor={`${id}-code`} className="parcel-home__label">
              {t('trackingCode')}
            </label>
            <div className="parcel-home__track">
              <input
                id={`${id}-code`}
                className="parcel-home__input"
                value={code}
                maxLength={10}
                autoComplete="off"
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-error` : undefined}
                onChange={(event) => {
                  // A pasted code often brings spaces along; the code itself has none.
                  setCode(event.target.value.replace(/\s/g, ''));
                  setInvalid(false);
                }}
              />
              <Button size="large" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
                {t('trackPackage')}
              </Button>
            </div>
            {invalid ? (
              <p id={`${id}-error`} className="parcel-home__danger" role="alert">
                {t('trackingCodeInvalid')}
              </p>
            ) : null}
          </form>
        </section>
      </div>
    </header>
  );
}
