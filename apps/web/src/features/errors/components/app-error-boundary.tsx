// Unknown rendering error (spec section 8): reported, error page shown.
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../../components/error-page.tsx';
import { renderingError } from '../../../lib/errors/error-catalogue.ts';
import { reportError } from '../../../lib/errors/reporting.ts';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears the error so navigation recovers. */
  resetKey?: string;
  plainLink?: boolean;
  /** What the error page is shown in (the root's boundary has no layout around it). */
  frame?: ComponentType<{ children: ReactNode }>;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, 'rendering', { componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const page = <ErrorPage {...renderingError()} plainLink={this.props.plainLink ?? false} />;
    const Frame = this.props.frame;
    return Frame ? <Frame>{page}</Frame> : page;
  }
}
