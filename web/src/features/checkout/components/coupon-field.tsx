import { CloseOutlined, TagOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/shared/ui/status-tag';
import '@/features/checkout/checkout.css';

interface Props {
  /** The code applied to the order, or null. */
  applied: string | null;
  /** The server's refusal of the last code tried (its message, shown as given). */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The coupon code: apply it (the server decides and words any refusal), or remove the applied one. */
export function CouponField({ applied, error, busy, onApply, onRemove }: Props) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <Flex className="coupon-field--applied" align="center" gap="small" wrap>
        <StatusTag icon={<TagOutlined aria-hidden />} tone="success">
          {t('coupon.applied', { code: applied })}
        </StatusTag>
        <Button size="small" icon={<CloseOutlined aria-hidden />} onClick={onRemove} loading={busy}>
          {t('coupon.remove')}
        </Button>
      </Flex>
    );
  }
  const submit = () => {
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed);
  };
  return (
    <div className="coupon-field">
      <Space.Compact block>
        <Input
          aria-label={t('coupon.label')}
          placeholder={t('coupon.placeholder')}
          value={code}
          maxLength={40}
          status={error ? 'error' : undefined}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={submit}
        />
        <Button type="primary" onClick={submit} loading={busy} disabled={!code.trim()}>
          {t('coupon.apply')}
        </Button>
      </Space.Compact>
      {error ? (
        <span className="checkout-danger" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
