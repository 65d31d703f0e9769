/**
 * Catches a page whose code failed to load and offers Retry. Other errors pass through to the
 * router's error screen: they are bugs in the page, not a loading problem.
 */
import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLoadError } from './load-chunk';
import { TakeOverPart } from '@/lib/take-over-parts';
import { PlainButton } from '@/components/plain/plain-button';

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
      <Box
        role="alert"
        sx={{
          minHeight: '40vh',
          py: 6,
          display: 'grid',
          alignContent: 'start',
          gap: 2,
          justifyItems: 'start',
        }}
      >
        <Typography component="p" variant="h5">
          Sorry, there was a problem loading the page.
        </Typography>
        <Typography color="text.secondary">Check your connection, then try again.</Typography>
        <PlainButton onClick={this.props.onRetry}>Retry</PlainButton>
        {/* A page that failed while being taken over still ends the take-over. */}
        <TakeOverPart />
      </Box>
    );
  }
}
