// A console island's form controls, closed until the island has hydrated (see useMounted).
import type { ComponentProps } from 'react';
import { useMounted } from '../../common/hooks.ts';

/**
 * A `<fieldset>` disabled until hydrated (and whenever `disabled` is set): what is typed into the
 * server's HTML would be wiped by hydration, and a submit before it would go out as a plain HTML form.
 * Layout classes go on it as on any box; keep `min-w-0` when it is a flex or grid container (a
 * fieldset's default min-width is its content's).
 */
export default function HydratedFieldset({ disabled, ...rest }: ComponentProps<'fieldset'>) {
  const mounted = useMounted();
  return <fieldset {...rest} disabled={!mounted || disabled} />;
}
