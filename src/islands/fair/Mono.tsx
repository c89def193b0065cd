// A labelled long value (seed, hash) in monospace that wraps anywhere, with a copy button.
import { useState } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';

interface Props {
  label: string;
  value: string;
  t: Translator;
  testId?: string;
}

export function Mono({ label, value, t, testId }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };
  return (
    <div className="space-y-1">
      <div className="flex h-5 items-center justify-between gap-2">
        <span className="text-xs text-muted">{label}</span>
        <button type="button" onClick={copy} className="text-xs text-accent-blue hover:underline">
          {copied ? t('fair.copied') : t('fair.copy')}
        </button>
      </div>
      <code data-testid={testId} className="block rounded-lg border border-line bg-bg px-3 py-2 font-mono text-xs break-all">
        {value}
      </code>
    </div>
  );
}
