import '@/features/orders/orders.css';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { timelineSteps, type StatusMoment } from '@/features/orders/model/statuses';

interface Props {
  status: string;
  history: readonly StatusMoment[];
  orderType: string;
  /** A moment in the shopper's language and time zone. */
  formatMoment: (iso: string) => string;
}

const STATE_TO_STEP = { done: 'finish', current: 'process', waiting: 'wait', canceled: 'error' } as const;

/** Where an order stands: each step with the time it was reached (vertical, so it reads on a phone). */
export function StatusTimeline({ status, history, orderType, formatMoment }: Props) {
  const { t } = useTranslation('orders');
  const steps = timelineSteps(status, history, orderType);
  // The step antd emphasises: where the order stands (the last one once it is delivered or canceled).
  const at = steps.findIndex((step) => step.state === 'current' || step.state === 'canceled');
  const current = at === -1 ? steps.length - 1 : at;
  return (
    <Steps
      className="status-timeline"
      orientation="vertical"
      size="small"
      current={current}
      aria-label={t('timeline.label')}
      items={steps.map((step) => ({
        title: t(`status.${step.status}`),
        status: STATE_TO_STEP[step.state],
        content: step.at ? formatMoment(step.at) : undefined,
      }))}
    />
  );
}
