/**
 * Stripe.js, the one part of the card page that is Stripe's: loaded from the address the server gives
 * (`stripe_js_url`: https://js.stripe.com/v3/, or the test server's fake), never bundled, as Stripe asks.
 * Only what the card page calls is typed here: a card element and `confirmCardPayment`.
 */

/** A card form drawn by Stripe.js (in Stripe's own frame: the card number never reaches our code). */
export interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
}

/** What Stripe.js answers a confirmation: an error (declined, invalid card ...) or the PaymentIntent. */
export interface StripeConfirmation {
  error?: { message?: string; code?: string; type?: string } | null;
  paymentIntent?: { id: string; status: string };
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(clientSecret: string, data: { payment_method: { card: StripeCardElement } }): Promise<StripeConfirmation>;
}

/** `Stripe(publishableKey, options)`, the global Stripe.js defines. */
export type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeJs;

const loading = new Map<string, Promise<StripeFactory>>();

function definedStripe(): StripeFactory | undefined {
  return (window as { Stripe?: StripeFactory }).Stripe;
}

/** Load Stripe.js from `url` once per page (a failed load may be tried again). */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const stripe = definedStripe();
      if (stripe) resolve(stripe);
      else reject(new Error(`${url} defined no Stripe`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    });
    document.head.append(script);
  });
  loaded.catch(() => loading.delete(url));
  loading.set(url, loaded);
  return loaded;
}
