// The promotion channels a sign-up's channelCode may name: code, name, enabled, how many players
// signed up naming it. Staff with promotion.manage create one (the code is fixed once made),
// rename one, or enable / disable it (a disabled channel is no longer offered; players keep theirs).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { channelCreate, channelUpdates } from '../../../lib/console/levels.ts';
import type { ConsoleChannel } from '../../../lib/console/promotion.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { consoleTime } from '../../../lib/console/format.ts';

interface Props {
  lang: Lang;
  t: Translator;
  channels: ConsoleChannel[] | null;
  error: string;
  canManage: boolean;
  onChanged: () => void;
}

export function ChannelList({ lang, t, channels, error, canManage, onChanged }: Props) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const { busy, error: createError } = useStore(channelCreate.$state);

  const create = () => {
    void channelCreate.run(code.trim(), name.trim()).then((r) => {
      if (!r.ok) return;
      setCode('');
      setName('');
      onChanged();
    });
  };

  return (
    <section className="card min-w-0 space-y-3 p-4" data-testid="channel-list">
      <h2 className="font-bold">{t('console_levels_channels')}</h2>
      <p className="text-xs text-muted">{t('console_levels_channelsHint')}</p>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {!channels && !error ? <p className="text-muted">{t('console_table_loading')}</p> : null}
      {channels ? (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full min-w-max text-left text-xs sm:text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{t('console_levels_colCode')}</th>
                <th scope="col" className="px-3 py-2">{t('console_levels_colName')}</th>
                <th scope="col" className="px-3 py-2">{t('console_levels_colEnabled')}</th>
                <th scope="col" className="px-3 py-2 text-end">{t('console_levels_colPlayers')}</th>
                <th scope="col" className="px-3 py-2">{t('console_levels_colCreated')}</th>
                {canManage ? <th scope="col" className="px-3 py-2"><span className="sr-only">{t('console_levels_colActions')}</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => <ChannelRow key={c.code} c={c} lang={lang} t={t} canManage={canManage} onChanged={onChanged} />)}
              {channels.length === 0 ? <tr><td colSpan={6} className="px-3 py-6 text-center text-muted">{t('console_levels_channelsEmpty')}</td></tr> : null}
            </tbody>
          </table>
        </div>
      ) : null}
      {canManage ? (
        <form className="flex flex-wrap items-end gap-2" data-testid="channel-create" onSubmit={(e) => { e.preventDefault(); create(); }}>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t('console_levels_colCode')}
            <input className="input w-40 font-mono" required maxLength={32} value={code} data-testid="channel-new-code" onChange={(e) => setCode(e.target.value)} />
          </label>
          <label className="flex flex-1 flex-col gap-1 text-xs text-muted">
            {t('console_levels_colName')}
            <input className="input min-w-40" required maxLength={40} value={name} data-testid="channel-new-name" onChange={(e) => setName(e.target.value)} />
          </label>
          <button type="submit" className="btn-primary" disabled={busy} data-testid="channel-new-submit">{t('console_levels_channelCreate')}</button>
          {createError ? <p role="alert" className="basis-full text-sm text-accent-red">{createError}</p> : null}
        </form>
      ) : null}
    </section>
  );
}

function ChannelRow({ c, lang, t, canManage, onChanged }: { c: ConsoleChannel; lang: Lang; t: Translator; canManage: boolean; onChanged: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(c.name);
  const action = channelUpdates.get(c.code);
  const { busy, error } = useStore(action.$state);

  const update = (nextName: string, enabled: boolean) => {
    void action.run(nextName, enabled).then((r) => {
      if (!r.ok) return;
      setRenaming(false);
      onChanged();
    });
  };

  return (
    <>
      <tr className="border-t border-line/60" data-testid="channel-row" data-code={c.code}>
        <td className="px-3 py-1.5 font-mono">{c.code}</td>
        <td className="px-3 py-1.5">
          {renaming ? (
            <form className="flex items-center gap-1" onSubmit={(e) => { e.preventDefault(); update(name.trim(), c.enabled); }}>
              <input className="input w-40 py-1" required maxLength={40} value={name} aria-label={t('console_levels_colName')} data-testid="channel-rename-input" onChange={(e) => setName(e.target.value)} />
              <button type="submit" className="btn-primary px-2 py-1 text-xs" disabled={busy} data-testid="channel-rename-save">{t('console_levels_save')}</button>
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => { setRenaming(false); setName(c.name); action.clear('error'); }}>{t('console_common_cancel')}</button>
            </form>
          ) : c.name}
        </td>
        <td className="px-3 py-1.5">
          <span data-testid="channel-enabled" data-enabled={c.enabled} className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${c.enabled ? 'bg-emerald-500/15 text-emerald-300' : 'bg-surface-2 text-muted'}`}>
            {t(c.enabled ? 'console_levels_enabled' : 'console_levels_disabled')}
          </span>
        </td>
        <td className="px-3 py-1.5 text-end tabular-nums">{c.players}</td>
        <td className="whitespace-nowrap px-3 py-1.5 text-xs text-muted">{consoleTime(c.createdAt, lang, { seconds: false })}</td>
        {canManage ? (
          <td className="whitespace-nowrap px-3 py-1.5 text-end">
            {!renaming ? <button type="button" className="btn-ghost me-1 px-2 py-1 text-xs" data-testid="channel-rename" onClick={() => setRenaming(true)}>{t('console_levels_rename')}</button> : null}
            <button type="button" className="btn-ghost px-2 py-1 text-xs" disabled={busy} data-testid="channel-toggle" onClick={() => update(c.name, !c.enabled)}>
              {t(c.enabled ? 'console_levels_disable' : 'console_levels_enable')}
            </button>
          </td>
        ) : null}
      </tr>
      {error ? <tr><td colSpan={6} role="alert" className="px-3 pb-2 text-sm text-accent-red">{error}</td></tr> : null}
    </>
  );
}
