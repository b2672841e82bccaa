import CameraOutlined from '@ant-design/icons/CameraOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Input, Rate, Typography } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_CHARS, REVIEW_MAX_IMAGES } from '@/features/reviews/model/limits';
import { PHOTO_MAX_MB, usePickedPhotos } from '@/shared/lib/picked-photos';
import type { ReviewDraft } from '@/features/reviews/types';
import '@/features/reviews/reviews.css';

export interface RatingFormProps {
  /** What is rated (an item's name, the store's, the courier's). */
  title: ReactNode;
  /** Its picture, if any. */
  picture?: ReactNode;
  busy?: boolean;
  /** The server's refusal of the last try, shown under the form. */
  error?: string | null;
  onSubmit: (draft: ReviewDraft) => void;
  /** Editing a review already given: its stars, comment and photos to start from, and a way to leave the edit. */
  initial?: { rating: number; comment: string; images?: readonly string[] };
  onCancel?: () => void;
}

/** One review to give: 1 to 5 stars, an optional comment up to 500 characters with its counter, up to 3 photos. */
export function RatingForm({ title, picture, busy = false, error = null, onSubmit, initial, onCancel }: RatingFormProps) {
  const { t } = useTranslation('reviews');
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const { picked, add: addPhotos, remove } = usePickedPhotos(REVIEW_MAX_IMAGES);
  // An edit keeps the review's photos until new ones replace them or the shopper removes them.
  const [keptPhotos, setKeptPhotos] = useState<readonly string[]>(initial?.images ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const starsId = useId();
  const commentId = useId();

  const add = (files: FileList | null) => {
    const refused = addPhotos(files);
    setProblem(
      refused === 'type'
        ? t('rate.notImage')
        : refused === 'size'
          ? t('rate.photoTooBig', { size: PHOTO_MAX_MB })
          : refused === 'limit'
            ? t('rate.photoLimit', { max: REVIEW_MAX_IMAGES })
            : null,
    );
  };

  const submit = () => {
    if (rating < 1) {
      setProblem(t('rate.starsRequired'));
      return;
    }
    setProblem(null);
    const removePhotos = (initial?.images?.length ?? 0) > 0 && keptPhotos.length === 0;
    onSubmit({ rating, comment: comment.trim(), files: picked.map(({ file }) => file), removePhotos });
  };

  return (
    <div className="rating-form">
      <div className="rating-form__head">
        {picture}
        <Typography.Text strong className="rating-form__title">
          {title}
        </Typography.Text>
      </div>
      <div className="rating-form__stars">
        <span id={starsId}>{t('rate.stars')}</span>
        <Rate value={rating} onChange={setRating} aria-labelledby={starsId} disabled={busy} />
      </div>
      <label htmlFor={commentId} className="rating-form__label">
        {t('rate.comment')}
      </label>
      <Input.TextArea
        id={commentId}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={COMMENT_MAX_CHARS}
        showCount
        rows={3}
        placeholder={t('rate.commentPlaceholder')}
        disabled={busy}
        dir="auto"
      />
      {keptPhotos.length > 0 && picked.length === 0 ? (
        <div className="rating-form__kept">
          <ul className="rating-form__photos" aria-label={t('rate.currentPhotos')}>
            {keptPhotos.map((url) => (
              <li key={url}>
                <img src={url} alt="" />
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary">{t('rate.replaceHint')}</Typography.Text>
          <Button size="small" onClick={() => setKeptPhotos([])} disabled={busy}>
            {t('rate.removePhotos')}
          </Button>
        </div>
      ) : null}
      {picked.length > 0 ? (
        <ul className="rating-form__photos">
          {picked.map(({ preview }, index) => (
            <li key={preview}>
              <img src={preview} alt="" />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('rate.remove', { index: index + 1 })}
                className="rating-form__remove"
                onClick={() => remove(preview)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problem || error ? (
        <Typography.Text type="danger" role="alert">
          {problem ?? error}
        </Typography.Text>
      ) : null}
      <div className="rating-form__actions">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          multiple
          hidden
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          icon={<CameraOutlined aria-hidden />}
          disabled={busy || picked.length >= REVIEW_MAX_IMAGES}
          title={t('rate.photoLimit', { max: REVIEW_MAX_IMAGES })}
          onClick={() => fileInput.current?.click()}
        >
          {t('rate.addPhotos')}
        </Button>
        <span className="rating-form__buttons">
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t('rate.cancel')}
            </Button>
          ) : null}
          <Button type="primary" loading={busy} onClick={submit}>
            {initial ? t('rate.save') : t('rate.submit')}
          </Button>
        </span>
      </div>
    </div>
  );
}
