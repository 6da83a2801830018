import { Component, Suspense, useEffect, type ReactNode } from "react";

type Props = {
  /** What the part is, for the browser's console when its code cannot load. */
  name: string;
  /** Shown while its code loads, and instead of it if the code cannot load (nothing by default). */
  fallback?: ReactNode;
  /** Called once if the part's code could not load (to undo what asked for it). */
  onFailure?: () => void;
  children: ReactNode;
};

/**
 * The one way a part of the page loads later: its component is `React.lazy` (with its words, when
 * the page does not carry them: i18n/lazy-messages.ts, `lazyWithWords`), rendered inside this. If
 * its chunk cannot load (offline, a deployment replaced it), only the part is dropped and the rest
 * of the page keeps working, instead of the page falling into the error page.
 *
 * A part the server renders is imported statically on the server, so the server never waits inside
 * the boundary: it sends the part in place, never apart behind an inline script that a visitor
 * without JavaScript would never run. The browser keeps the server's HTML of the part until its
 * code has arrived, and hydrates the rest of the page meanwhile. React keeps that HTML only while
 * the part receives no new props: a re-render of the page in that time (it turns interactive)
 * would replace the part with its fallback until its code arrives, a blank where text was. So the
 * boundary takes no update until its content has shown, then catches up with the latest props.
 */
export class OptionalChunk extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  private shown = false;

  private readonly onShown = () => {
    this.shown = true;
    this.forceUpdate();
  };

  override shouldComponentUpdate(_next: Props, nextState: { failed: boolean }) {
    return this.shown || nextState.failed !== this.state.failed;
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed to load`, error);
    this.props.onFailure?.();
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    return this.state.failed ? (
      fallback
    ) : (
      <Suspense fallback={fallback}>
        {this.props.children}
        {this.shown ? null : <WhenShown then={this.onShown} />}
      </Suspense>
    );
  }
}

/** Renders nothing; tells its boundary once the content beside it has mounted (its code arrived). */
function WhenShown({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
