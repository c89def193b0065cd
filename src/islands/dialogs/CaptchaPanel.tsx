// The frame both captchas (our slider, GeeTest's) are shown in: its own layer above the dialog that
// opened it, so Escape, the backdrop and the close button cancel only the check, not that dialog.
import { useId, type ReactNode } from 'react';
import type { Translator } from '../../lib/i18n/ui.ts';
import { CloseButton } from '../common/CloseButton.tsx';

interface Props {
  t: Translator;
  testId: string;
  onCancel: () => void;
  children: ReactNode;
}

export function CaptchaPanel({ t, testId, onCancel, children }: Props) {
  const titleId = useId();
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center p-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={onCancel} />
      {/* 354 px = the slider's 320 px picture + 2 × 16 px padding + 2 × 1 px border: drawn at its own size where there is room. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId} className="relative w-[354px] max-w-full rounded-xl border border-line bg-surface p-4 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <h3 id={titleId} className="text-sm font-semibold text-ink">{t('captcha.title')}</h3>
          <CloseButton label={t('common.close')} onClick={onCancel} />
        </div>
        {children}
      </div>
    </div>
  );
}
