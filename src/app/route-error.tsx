/** The last resort when a page crashes while rendering: a message and a reload, never a blank screen. */
import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { PlainButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import styles from './route-error.module.css';

interface Props {
  /** Going elsewhere leaves the error behind (the next page may well work). */
  location: Location;
  children: ReactNode;
}

interface State {
  error: unknown;
  location: Location;
}

/** The screen's words, in a function component for the language (the boundary is a class). */
function RouteErrorScreen() {
  const t = useT();
  return (
    <div role="alert" className={styles.root}>
      <h1 tabIndex={-1} className={styles.title}>
        {t('app.errorTitle')}
      </h1>
      <p className={styles.text}>{t('app.errorText')}</p>
      <PlainButton onClick={() => window.location.reload()}>{t('app.reload')}</PlainButton>
    </div>
  );
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  componentDidCatch(error: unknown) {
    // Visible in the console for whoever debugs it; the reader gets plain words.
    console.error(error);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <RouteErrorScreen />;
  }
}
