import { Component, type ReactNode } from 'react';
import { logClientError } from '../lib/error-logging.ts';
import { translate } from '../i18n/i18n.tsx';

interface State {
  failed: boolean;
}

/** A page that throws while rendering is logged and replaced by a short message; the shell stays. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    void logClientError(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page">
        <h1>{translate('spec.errorPage')}</h1>
        <p>{translate('shell.errorBoundary')}</p>
      </div>
    );
  }
}
