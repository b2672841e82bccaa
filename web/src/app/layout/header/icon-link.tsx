import { Button } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';

// The count badge arrives just after the first paint: antd's Badge (and its number animation) is not needed for it.
const Badge = lazyAfterFirstView(() => import(/* webpackChunkName: "badge" */ 'antd/es/badge'));

export interface IconLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
}

/** A round icon button that is a real link (open in a new tab works), navigating within the app. */
export function IconLink({ to, label, icon }: IconLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      shape="circle"
      href={to}
      aria-label={label}
      title={label}
      icon={icon}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

export interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A count shown on the icon (the cart's lines), zero included. */
  count?: number;
}

/** A round icon button for a drawer or dialog, with an optional count badge. */
export function IconAction({ label, icon, onClick, count }: IconActionProps) {
  const button = <Button type="text" shape="circle" aria-label={label} title={label} icon={icon} onClick={onClick} />;
  if (count === undefined) return button;
  return (
    <Suspense fallback={button}>
      <Badge count={count} showZero size="small" offset={[-4, 4]}>
        {button}
      </Badge>
    </Suspense>
  );
}
