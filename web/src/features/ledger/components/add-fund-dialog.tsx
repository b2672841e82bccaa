import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Form, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldRefusal } from '@/shared/api/field-refusals';
import type { ActiveGateway, GatewayName } from '@/shared/api/money-config';
import { FormDialog } from '@/shared/ui/form-dialog';
import { GatewayLabel } from '@/shared/ui/gateway-label';
import { bonusChoice, type BonusChoice } from '@/features/ledger/model/bonus-choice';
import type { WalletBonus } from '@/features/ledger/types';
import '@/features/ledger/ledger.css';

/** The contract's bounds of one top-up, in units of the currency: the server refuses the same with its own words. */
export const TOP_UP_BOUNDS = { min: 1, max: 10_000 } as const;

export interface AddFundValues {
  amount: number;
  payment_gateway: GatewayName;
}

export interface AddFundDialogProps {
  open: boolean;
  /** The server's refusals of fields, shown under them. */
  fieldErrors?: FieldRefusal<'amount' | 'payment_gateway'>[];
  /** The bonuses running now; undefined while they load. */
  bonuses: WalletBonus[] | undefined;
  gateways: ActiveGateway[];
  formatMoney: (amount: number) => string;
  busy: boolean;
  /** A refusal that names no field (the server's words). */
  error: string | null;
  onSubmit: (values: AddFundValues) => void;
  onClose: () => void;
}

/**
 * Top up the wallet: an amount (with the bonus it earns, when comparisons tell which), the bonuses
 * running now (the server credits the best one that applies with the fund), and the gateway to pay
 * through. Submitting leads to the gateway's page.
 */
export default function AddFundDialog({ open, fieldErrors, bonuses, gateways, formatMoney, busy, error, onSubmit, onClose }: AddFundDialogProps) {
  const { t } = useTranslation('pages');
  const [form] = Form.useForm<AddFundValues>();
  const earned = bonusChoice(Form.useWatch('amount', form), bonuses);
  return (
    <FormDialog<AddFundValues, 'amount' | 'payment_gateway'>
      open={open}
      title={t('ledger.addFund.title')}
      okText={t('ledger.addFund.submit')}
      cancelText={t('ledger.addFund.cancel')}
      form={form}
      name="add-fund"
      fieldErrors={fieldErrors}
      error={error}
      busy={busy}
      initialValues={{ payment_gateway: gateways[0]?.gateway }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t('ledger.addFund.amount')}
        // A live region from the start when bonuses run, so the bonus is announced as the amount is typed.
        extra={bonuses?.length ? <BonusEarned choice={earned} /> : undefined}
        rules={[
          { required: true, message: t('ledger.addFund.amountRequired') },
          {
            type: 'number',
            min: TOP_UP_BOUNDS.min,
            max: TOP_UP_BOUNDS.max,
            message: t('ledger.addFund.amountBounds', { min: formatMoney(TOP_UP_BOUNDS.min), max: formatMoney(TOP_UP_BOUNDS.max) }),
          },
        ]}
      >
        <InputNumber<number> className="money-input" inputMode="decimal" min={0} step={1} autoFocus />
      </Form.Item>
      {bonuses?.length ? <BonusOffers bonuses={bonuses} formatMoney={formatMoney} /> : null}
      <Form.Item name="payment_gateway" label={t('ledger.addFund.gateway')} rules={[{ required: true, message: t('ledger.addFund.gatewayRequired') }]}>
        <Radio.Group options={gateways.map((gateway) => ({ value: gateway.gateway, label: <GatewayLabel gateway={gateway} /> }))} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The bonus the typed amount earns: the one offer that applies, by name, or that the best of several
 * will (no figure: the server computes it); nothing under every minimum.
 */
function BonusEarned({ choice }: { choice: BonusChoice }) {
  const { t } = useTranslation('pages');
  if (choice.kind === 'none') return <span role="status" className="bonus-earned" />;
  return (
    <span role="status" className="bonus-earned">
      <GiftOutlined aria-hidden />{' '}
      {choice.kind === 'pick' ? (
        <>
          {t('ledger.addFund.earns')} <bdi className="bonus-earned__title">{choice.bonus.title}</bdi>
        </>
      ) : (
        t('ledger.addFund.severalApply')
      )}
    </span>
  );
}

/** The running bonuses as offers: what each adds, from what amount, up to what, until when. */
function BonusOffers({ bonuses, formatMoney }: { bonuses: WalletBonus[]; formatMoney: (amount: number) => string }) {
  const { t, i18n } = useTranslation('pages');
  const lastDay = dayFormat(i18n.language);
  return (
    <section aria-label={t('ledger.addFund.offers')}>
      <Typography.Text strong>{t('ledger.addFund.offers')}</Typography.Text>
      <ul className="bonus-offers">
        {bonuses.map((bonus) => (
          <li key={bonus.id} className="bonus-offers__offer">
            <Typography.Text strong>
              <GiftOutlined aria-hidden /> <bdi>{bonus.title}</bdi>
            </Typography.Text>
            <br />
            <Typography.Text>
              {bonus.bonus_type === 'percentage'
                ? t('ledger.addFund.percentBonus', { percent: bonus.bonus_amount, minimum: formatMoney(bonus.minimum_add_amount) })
                : t('ledger.addFund.amountBonus', { amount: formatMoney(bonus.bonus_amount), minimum: formatMoney(bonus.minimum_add_amount) })}
              {bonus.bonus_type === 'percentage' && bonus.maximum_bonus_amount > 0 ? ` · ${t('ledger.addFund.bonusCap', { amount: formatMoney(bonus.maximum_bonus_amount) })}` : null}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {bonus.description ? <bdi>{bonus.description}</bdi> : null}
              {bonus.description ? ' · ' : null}
              {t('ledger.addFund.until', { date: lastDay(bonus.end_date) })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A bonus's last day: a calendar date reads the same wherever the shopper is; a moment in their time. */
function dayFormat(language: string): (value: string) => string {
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const calendar = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendar.format(new Date(`${value}T00:00:00Z`)) : moment.format(new Date(value)));
}
