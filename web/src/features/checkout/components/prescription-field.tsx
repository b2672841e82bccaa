import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import '@/features/checkout/checkout.css';

/** SPEC.md: at most 3 prescription images at a time (the server refuses a fourth the same way). */
export const MAX_PRESCRIPTIONS = 3;
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface PrescriptionImage {
  id: number;
  name: string;
  /** A local preview of the picked file ('' where the browser makes none). */
  preview: string;
}

export interface PrescriptionFieldProps {
  value: PrescriptionImage[];
  onChange: (next: PrescriptionImage[]) => void;
  /** The cart holds an item that needs a prescription: the order waits for one image at least. */
  required: boolean;
  /** Sends one picked image to the server; its id (the server checks its real type and size). */
  upload: (file: File) => Promise<number>;
}

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/**
 * The prescription upload of a pharmacy checkout: SPEC.md's prompt, up to 3 images with their previews
 * and a remove button each. Each image is sent as soon as it is picked, so placing the order only names
 * the ids; the server's refusal (a type or size it does not take) is shown as it words it.
 */
export function PrescriptionField({ value, onChange, required, upload }: PrescriptionFieldProps) {
  const { t } = useTranslation('checkout');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(value);
  // Previews are the page's own object URLs: given back once the field goes.
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => () => latest.current.forEach((image) => image.preview && URL.revokeObjectURL(image.preview)), []);

  const pick = async (files: File[]) => {
    setError(null);
    if (!files.length) return;
    if (value.length + files.length > MAX_PRESCRIPTIONS) {
      setError(t('prescription.tooMany'));
      return;
    }
    setBusy(true);
    const added: PrescriptionImage[] = [];
    try {
      for (const file of files) added.push({ id: await upload(file), name: file.name, preview: previewOf(file) });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('prescription.failed'));
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
    }
  };

  const remove = (id: number) => {
    const gone = value.find((image) => image.id === id);
    if (gone?.preview) URL.revokeObjectURL(gone.preview);
    setError(null);
    onChange(value.filter((image) => image.id !== id));
  };

  return (
    <Flex vertical gap="small" className="prescription-field">
      <span className={required ? 'checkout-strong' : undefined}>
        {t('prescription.prompt')}
        {required ? <span className="prescription-field__required"> {t('prescription.required')}</span> : null}
      </span>
      <span className="text-secondary">{t('prescription.hint', { count: MAX_PRESCRIPTIONS })}</span>
      <ul className="prescription-field__list" aria-label={t('prescription.listLabel')}>
        {value.map((image, index) => (
          <li key={image.id} className="prescription-field__item">
            {image.preview ? (
              <img src={image.preview} alt={t('prescription.imageAlt', { number: index + 1 })} className="prescription-field__preview" />
            ) : (
              <span className="prescription-field__preview">{image.name}</span>
            )}
            <Button
              size="small"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={t('prescription.remove', { number: index + 1 })}
              className="prescription-field__remove"
              onClick={() => remove(image.id)}
            />
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="prescription-input"
        aria-label={t('prescription.add')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void pick(files);
        }}
      />
      <Button icon={<PlusOutlined />} loading={busy} onClick={() => input.current?.click()} className="prescription-field__add">
        {t('prescription.add')}
      </Button>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Flex>
  );
}
