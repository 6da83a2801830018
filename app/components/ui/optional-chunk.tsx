import { Component, Suspense, type ReactNode } from "react";

type Props = {
  /** What the part is, for the browser's console when its code cannot load. */
  name: string;
  /** Called once if the part's code could not load (to undo what asked for it). */
  onFailure?: () => void;
  children: ReactNode;
};

/**
 * A part of the page whose code loads on demand (`React.lazy`): the cookie banner, the cookie
 * preferences, the sign-up prompt's dialog. If its chunk cannot load (offline, a deployment replaced it), the part is
 * dropped and the rest of the page keeps working, instead of the page falling into the error
 * page. Nothing shows while it loads.
 */
export class OptionalChunk extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed to load`, error);
    this.props.onFailure?.();
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
