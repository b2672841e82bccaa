import type { Config } from '@/shared/api/get-config';
import type { Schemas } from '@/shared/api/types';

/** A digital payment gateway the operator switched on: one entry of the config's `active_payment_method_list`. */
export type ActiveGateway = Schemas['PaymentGatewayListing'];

/** The gateway a payment goes through ("demo", "stripe"), as quote, place, add-fund and order payment name it. */
export type GatewayName = ActiveGateway['gateway'];

/** The digital gateways offered: none while digital payment is off or no gateway is switched on. */
export function offeredGateways(config: Config | undefined): ActiveGateway[] {
  if (!config?.digital_payment) return [];
  return config.active_payment_method_list ?? [];
}
