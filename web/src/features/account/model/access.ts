/** SPEC.md section 2's access rules: some links need a logged-in customer, others a chosen zone. */
export type AccessRule = 'login' | 'zone';

/** What the visitor has that the rules look at. */
export interface Visitor {
  loggedIn: boolean;
  hasZone: boolean;
}

/** The rule a link is under, if any: wallet and loyalty points need login, campaigns a zone. */
export function ruleForLink(href: string): AccessRule | null {
  const url = new URL(href, 'http://storefront.invalid');
  if (url.pathname === '/wallet' || url.pathname === '/loyalty-points') return 'login';
  if (url.pathname === '/checkout' && url.searchParams.get('page') === 'campaign') return 'zone';
  return null;
}

/** The rule the visitor fails, or null when they may go on. */
export function failedRule(rule: AccessRule | null, visitor: Visitor): AccessRule | null {
  if (rule === 'login' && !visitor.loggedIn) return 'login';
  if (rule === 'zone' && !visitor.hasZone) return 'zone';
  return null;
}
