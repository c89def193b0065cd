import { Fragment, type ReactNode } from 'react';

/** Render "text {name} text" with React nodes for the placeholders (links inside a label). */
export function renderTemplate(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const m = /^\{(\w+)\}$/.exec(piece);
    return <Fragment key={i}>{m && m[1] in parts ? parts[m[1]] : piece}</Fragment>;
  });
}
