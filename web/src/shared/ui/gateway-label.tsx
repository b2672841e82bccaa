import type { ActiveGateway } from '@/shared/api/money-config';
import '@/shared/ui/gateway-label.css';

/**
 * A digital gateway as the operator names it (`gateway_title`), after its logo when it has one. The
 * logo is decoration: the title says which gateway it is.
 */
export function GatewayLabel({ gateway }: { gateway: ActiveGateway }) {
  return (
    <span>
      {gateway.gateway_image ? <img src={gateway.gateway_image} alt="" className="gateway-logo" loading="lazy" decoding="async" /> : null}
      <bdi>{gateway.gateway_title}</bdi>
    </span>
  );
}
