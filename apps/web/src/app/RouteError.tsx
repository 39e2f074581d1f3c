import { Button } from '@mantine/core';
import { platformMessages as messages } from '@iyl/core/http/messages';
import { Component, type ReactNode } from 'react';
import classes from './route-error.module.css';

/**
 * Last line of defence for a screen that fails to render or to load its code (typically a
 * stale tab after a new release); a reload fetches the current chunks. Plain elements besides the
 * button (which the toasts load anyway): this is part of the app's entry, which every path loads.
 */
export function RouteError() {
  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <h1 className={classes.title}>Something went wrong</h1>
        <p className={classes.text}>{messages.internal}</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Another value (the next path) clears a caught failure. */
  resetKey: string;
}

/** Shows RouteError in place of a screen that threw; the next path tries again. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
