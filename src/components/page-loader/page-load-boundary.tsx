/**
 * Catches a page whose code failed to load and offers Retry. Other errors pass through to the
 * router's error screen: they are bugs in the page, not a loading problem.
 */
import { Component, type ReactNode } from 'react';
import { PageLoadError } from './load-chunk';
import { TakeOverPart } from '@/lib/take-over-parts';
import { PlainButton } from '@/components/plain/plain-button';
import styles from './page-loader.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class PageLoadBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    return (
      <div role="alert" className={styles.failed}>
        <p className={styles.failedTitle}>Sorry, there was a problem loading the page.</p>
        <p className={styles.failedHint}>Check your connection, then try again.</p>
        <PlainButton onClick={this.props.onRetry}>Retry</PlainButton>
        {/* A page that failed while being taken over still ends the take-over. */}
        <TakeOverPart />
      </div>
    );
  }
}
