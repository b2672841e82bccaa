import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccessGuard } from '@/features/account/hooks/use-access-guard';

export interface GuardedLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A link that applies SPEC.md's access rules: a refused visitor gets the rule's message and stays. */
export function GuardedLink({ to, className, children }: GuardedLinkProps) {
  const allowed = useAccessGuard();
  return (
    <Link to={to} className={className} onClick={(event) => !allowed(to) && event.preventDefault()}>
      {children}
    </Link>
  );
}
