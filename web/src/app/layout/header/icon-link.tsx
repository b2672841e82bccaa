import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Counts above this show as "99+", as antd's Badge writes them. */
const LARGEST_COUNT = 99;

export interface IconLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count shown on the icon (the chat's unread messages); none at zero. */
  count?: number;
}

/** A round icon button that is a real link (open in a new tab works), navigating within the app. */
export function IconLink({ to, label, icon, count }: IconLinkProps) {
  const navigate = useNavigate();
  const link = (
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
  return count ? <CountOn count={count}>{link}</CountOn> : link;
}

/** A count on an icon button's corner, read by screen readers after the button. */
function CountOn({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="icon-count">
      {children}
      <span className="icon-count__number">{count > LARGEST_COUNT ? `${LARGEST_COUNT}+` : count}</span>
    </span>
  );
}

export interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A count shown on the icon (the cart's lines); none at zero, as an empty cart has nothing to count. */
  count?: number;
}

/**
 * A round icon button for a drawer or dialog, with an optional count on its corner: a plain element
 * styled by shell.css (antd's Badge would generate its styles and number animation at run time, on
 * every page, for a number). Screen readers read the count after the button, as with antd's Badge.
 */
export function IconAction({ label, icon, onClick, count }: IconActionProps) {
  const button = <Button type="text" shape="circle" aria-label={label} title={label} icon={icon} onClick={onClick} />;
  return count ? <CountOn count={count}>{button}</CountOn> : button;
}
