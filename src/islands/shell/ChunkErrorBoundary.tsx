// The spec's error catalogue: a failed chunk load (or any error while an island renders) shows a prompt to retry or
// reload the page, instead of leaving a dead island. Retry starts the lazy import over.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/shell/chunk.ts';
import { translator, type Lang } from '../../lib/i18n/ui.ts';
import { nav } from '../../lib/nav.ts';

interface PromptProps {
  lang: Lang;
  /** Try again without a reload (omit where only a reload can help). */
  onRetry?: () => void;
  /** Hide the prompt (a dialog that failed: closing it). */
  onDismiss?: () => void;
  /** Float above the page (dialogs, page-wide errors) instead of taking the island's place. */
  overlay?: boolean;
}

export function ChunkErrorPrompt({ lang, onRetry, onDismiss, overlay = false }: PromptProps) {
  const t = translator(lang);
  const box = overlay
    ? 'fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-md shadow-2xl'
    : 'w-full';
  return (
    <div role="alert" data-testid="chunk-error" className={`${box} rounded-xl border border-accent-red/40 bg-surface p-4 text-sm`}>
      <p className="font-semibold">{t('shell.chunkError.title')}</p>
      <p className="mt-1 text-muted">{t('shell.chunkError.desc')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-4" data-testid="chunk-reload" onClick={() => nav.reload()}>
          {t('shell.chunkError.reload')}
        </button>
        {onRetry && (
          <button type="button" className="btn-ghost px-4" data-testid="chunk-retry" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {onDismiss && (
          <button type="button" className="btn-ghost px-4" onClick={onDismiss}>
            {t('common.close')}
          </button>
        )}
      </div>
    </div>
  );
}

interface BoundaryProps extends Omit<PromptProps, 'onRetry'> {
  children: ReactNode;
  /** Called before the children render again (e.g. a RetryableLazy's retry). */
  onRetry?: () => void;
}

export class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk that failed is the network's doing; anything else is a bug worth the console.
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const { lang, onDismiss, overlay } = this.props;
    return <ChunkErrorPrompt lang={lang} onRetry={this.retry} onDismiss={onDismiss} overlay={overlay} />;
  }
}
