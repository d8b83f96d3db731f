import '../i18n/catalogue/resilience';
import { Component, Fragment, type ReactNode } from 'react';
import { t } from '../i18n';
import { resetQueries } from '../stores/query';

interface BoundaryProps {
  /** The tag, for the log line and the theme's CSS (`data-widget`). */
  tag: string;
  children?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Bumped by 'Tentar novamente': the widget mounts afresh. */
  attempt: number;
}

/**
 * One per widget (src/elements/define.ts): a render that throws (an answer of an unexpected shape a
 * widget did not guard, a bug) shows the widget's pt-BR error state with 'Tentar novamente' in the
 * widget's place, never a blank page or an uncaught error. The other widgets on the page are not
 * touched. The retry loads the page's reads again (a wrong answer is not kept) and mounts the widget anew.
 * React itself logs the caught error on the console (its default onCaughtError), for the theme's developer.
 */
export class WidgetBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  private retry = (): void => {
    resetQueries();
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render(): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <div className="jet-widget-error" data-state="error" data-widget={this.props.tag} role="alert">
        <p className="jet-widget-error__text">{t('widget.failed')}</p>
        <button type="button" className="jet-button jet-button--secondary" onClick={this.retry}>
          {t('widget.retry')}
        </button>
      </div>
    );
  }
}
