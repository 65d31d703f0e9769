/**
 * Catches a page whose code failed to load and offers Retry. Other errors pass through to the
 * router's error screen: they are bugs in the page, not a loading problem.
 */
import { Component, type ReactNode } from 'react';
import { PageLoadError } from './load-chunk';
import { TakeOverPart } from '@/lib/take-over-parts';
import { PlainButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import styles from './page-loader.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** The failure's words, in a function component for the language (the boundary is a class). */
function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.failedTitle}>{t('loader.failed')}</p>
      <p className={styles.failedHint}>{t('loader.failedHint')}</p>
      <PlainButton onClick={onRetry}>{t('loader.retry')}</PlainButton>
      {/* A page that failed while being taken over still ends the take-over. */}
      <TakeOverPart />
    </div>
  );
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
    return <PageLoadFailed onRetry={this.props.onRetry} />;
  }
}
