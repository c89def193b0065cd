// Sound, music and fast-open switches, saved in localStorage by $prefs.
import { useStore } from '@nanostores/react';
import type { Translator } from '../../lib/i18n/ui.ts';
import { $prefs, setPref, type Prefs } from '../../lib/stores/prefs.ts';
import { useMounted } from '../common/hooks.ts';

const TOGGLES = [
  { key: 'voice', label: 'shell.prefs.voice' },
  { key: 'music', label: 'shell.prefs.music' },
  { key: 'fast', label: 'shell.prefs.fast' },
] as const satisfies readonly { key: keyof Prefs; label: string }[];

export function PrefsToggles({ t }: { t: Translator }) {
  const prefs = useStore($prefs);
  // The stored values exist only in the browser; the server render shows the defaults.
  const mounted = useMounted();
  return (
    <ul className="space-y-1" aria-label={t('shell.prefs.title')}>
      {TOGGLES.map(({ key, label }) => {
        const on = mounted && prefs[key] === true;
        return (
          <li key={key}>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              data-testid={`pref-${key}`}
              onClick={() => setPref(key, !on)}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm hover:bg-surface-2"
            >
              <span>{t(label)}</span>
              <span aria-hidden="true" className={`relative h-5 w-9 rounded-full transition-colors ${on ? 'bg-accent-orange' : 'bg-line'}`}>
                <span className={`absolute top-0.5 size-4 rounded-full bg-white transition-all ${on ? 'start-4.5' : 'start-0.5'}`} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
