import PictureOutlined from '@ant-design/icons/PictureOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button, Input, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_IMAGES } from '@/features/conversations/model/limits';
import { PHOTO_MAX_MB, usePickedPhotos } from '@/shared/lib/picked-photos';
import '@/features/conversations/conversations.css';

export interface ComposerProps {
  /** Called with the trimmed text and the chosen pictures; the composer then empties itself. */
  onSend: (body: string, files: File[]) => void;
  disabled?: boolean;
}

/**
 * What the customer writes: text up to 1000 characters with its counter, up to 3 pictures previewed
 * with a remove button each, and Send. Enter sends, Shift+Enter starts a new line.
 */
export function Composer({ onSend, disabled = false }: ComposerProps) {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState('');
  const { picked, add: addPhotos, remove, clear } = usePickedPhotos(MESSAGE_MAX_IMAGES);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const canSend = !disabled && (text.trim() !== '' || picked.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), picked.map(({ file }) => file));
    setText('');
    clear();
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word is the IME's, not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const add = (files: FileList | null) => {
    const refused = addPhotos(files);
    setProblem(
      refused === 'type'
        ? t('composer.notImage')
        : refused === 'size'
          ? t('composer.photoTooBig', { size: PHOTO_MAX_MB })
          : refused === 'limit'
            ? t('composer.photoLimit', { max: MESSAGE_MAX_IMAGES })
            : null,
    );
  };

  return (
    <div className="composer">
      {picked.length > 0 ? (
        <ul className="composer__pictures">
          {picked.map(({ preview }, index) => (
            <li key={preview} className="composer__picture">
              <img src={preview} alt="" />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('composer.remove', { index: index + 1 })}
                className="composer__remove"
                onClick={() => remove(preview)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      <div className="composer__row">
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
          icon={<PictureOutlined aria-hidden />}
          aria-label={t('composer.addPhotos')}
          title={t('composer.photoLimit', { max: MESSAGE_MAX_IMAGES })}
          disabled={disabled || picked.length >= MESSAGE_MAX_IMAGES}
          onClick={() => fileInput.current?.click()}
        />
        <Input.TextArea
          className="composer__text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_CHARS}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          aria-describedby={hintId}
          disabled={disabled}
          dir="auto"
        />
        <Button type="primary" icon={<SendOutlined aria-hidden className="composer__send-icon" />} disabled={!canSend} onClick={send}>
          {t('composer.send')}
        </Button>
      </div>
      {/* The hint and the counter share a row under the field (antd's own counter would sit over the hint on a phone). */}
      <div className="composer__foot">
        <Typography.Text type="secondary" id={hintId} className="composer__hint">
          {t('composer.hint')}
        </Typography.Text>
        <Typography.Text type="secondary" className="composer__count">
          <bdi>{`${text.length} / ${MESSAGE_MAX_CHARS}`}</bdi>
        </Typography.Text>
      </div>
    </div>
  );
}
