/**
 * Keeps a failure of the Markdown renderer (its chunk gone or unreachable, or a crash while
 * rendering) inside the spot where the Markdown would show: the page around it stays up.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the rendered Markdown once it failed. */
  fallback: ReactNode;
  children: ReactNode;
}

export class RendererBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
