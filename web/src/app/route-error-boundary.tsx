import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from '@/app/routes/route-error';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The path that failed; another path renders again. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.pathname });
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <RouteError /> : this.props.children;
  }
}

/**
 * A page that fails to load its code or to render shows RouteError instead of the app (as a data
 * router's ErrorBoundary did); going to another page tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
