import { Component, type ReactNode, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';

/** Shows `fallback` instead of the content when its code could not be downloaded. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A dashboard section's content whose code downloads after the top of the dashboard shows: a spinner
 * until it is in, `failureMessage` if it cannot be had.
 */
export function DeferredContent({
  failureMessage,
  children,
}: {
  failureMessage: string;
  children: ReactNode;
}) {
  return (
    <LoadFailure
      fallback={
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{failureMessage}</p>
          </div>
        </div>
      }
    >
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </LoadFailure>
  );
}
