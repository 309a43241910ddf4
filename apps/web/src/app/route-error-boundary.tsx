import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

/** The error page in place of the pages; any navigation clears it, so one broken page does not stick. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().key}>{children}</ErrorBoundary>;
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
