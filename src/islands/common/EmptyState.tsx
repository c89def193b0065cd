// The one empty state every lobby, feed and list shows (lists decide when with lib/list-view.ts):
// a drawn mark, what is missing, and the first step that fills it, so an empty page is an
// invitation rather than a dead end. It never pads a list with made-up activity.
import type { ReactNode } from 'react';

export type EmptyIcon = 'box' | 'battle' | 'gift' | 'feed' | 'trophy' | 'bag' | 'records' | 'inbox' | 'ticket' | 'search';

/** The first step: a link to the page that fills the list, or a button that opens it here. */
export interface EmptyAction {
  label: string;
  href?: string;
  onClick?: () => void;
  testId?: string;
}

interface Props {
  /** What is missing, said plainly ("No battles yet"). */
  title: string;
  /** Why, or what will appear here once it happens. */
  hint?: string;
  action?: EmptyAction;
  icon?: EmptyIcon;
  testId: string;
  /**
   * 'page': a card of its own; 'inline': inside another card, a table or a dialog (no card, less
   * air); 'strip': one row, for a horizontal feed that must keep its height.
   */
  variant?: 'page' | 'inline' | 'strip';
  className?: string;
  children?: ReactNode;
}

// 24×24 strokes, drawn in the accent colour at low contrast: a mark, not an illustration to read.
const PATHS: Record<EmptyIcon, string> = {
  box: 'M4 8l8-4l8 4v8l-8 4l-8-4zM4 8l8 4l8-4M12 12v8',
  battle: 'M5 19L17 5h2v2L7 19M19 19L7 5H5v2l12 12M4 16l4 4M20 16l-4 4',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  feed: 'M4 6h16M4 12h10M4 18h7M18 15l3 3l-3 3',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  bag: 'M6 8h12l1 12H5zM9 8V6a3 3 0 0 1 6 0v2',
  records: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
  inbox: 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10',
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 15l5 5',
};

export function EmptyState({ title, hint, action, icon = 'box', testId, variant = 'page', className = '', children }: Props) {
  const strip = variant === 'strip';
  const box = strip ? 'flex-row flex-wrap py-3 text-start' : variant === 'page' ? 'card flex-col px-4 py-12 text-center' : 'flex-col px-4 py-8 text-center';
  const button = strip ? 'btn-ghost px-3 py-1 text-xs' : 'btn-primary';
  return (
    <div data-testid={testId} data-empty="" className={`flex items-center gap-3 ${box} ${className}`}>
      <span className={`flex shrink-0 items-center justify-center rounded-full bg-accent-orange/10 text-accent-orange/80 ${strip ? 'size-8' : 'size-12'}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" className={strip ? 'size-4' : 'size-6'} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d={PATHS[icon]} />
        </svg>
      </span>
      <span className={strip ? 'min-w-0' : 'contents'}>
        <p className={strip ? 'text-sm font-semibold text-ink' : 'font-semibold text-ink'}>{title}</p>
        {hint && <p className={strip ? 'text-xs text-muted' : 'max-w-sm text-sm text-muted'}>{hint}</p>}
      </span>
      {children}
      {action &&
        (action.href ? (
          <a href={action.href} className={button} data-testid={action.testId}>
            {action.label}
          </a>
        ) : (
          <button type="button" className={button} onClick={action.onClick} data-testid={action.testId}>
            {action.label}
          </button>
        ))}
    </div>
  );
}
