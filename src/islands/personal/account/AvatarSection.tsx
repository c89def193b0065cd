// The avatar: the current picture, the preset picker and an upload button. The server decides what
// an acceptable image is (by content); the input's accept list only narrows the file chooser.
import { useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { AVATAR_ACCEPT } from '../../../shared/contracts/profile.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { uploadAvatar } from '../../../lib/personal/account.ts';
import { PlayerAvatar } from '../../common/PlayerAvatar.tsx';
import { AvatarPicker } from './AvatarPicker.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  avatar: string;
  nickname: string;
  /** The player's id: their drawn avatar while they have no picture. */
  seed: string;
  onChanged: () => Promise<void>;
}

export function AvatarSection({ lang, t, avatar, seed, onChanged }: Props) {
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    setUploading(true);
    try {
      await uploadAvatar(file);
      toast.success(t('personal.saved'));
      await onChanged();
    } catch {
      // Toasted by the request client.
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex items-center gap-4" data-testid="avatar-section">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full border border-line bg-surface-2 text-xl font-bold">
        {avatar ? <img src={avatar} alt={t('personal.avatar')} data-testid="avatar-current" className="size-full object-cover" /> : <PlayerAvatar src="" seed={seed} alt={t('personal.avatar')} className="size-full" />}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" onClick={() => setPicking(true)}>
            {t('personal.avatarChoose')}
          </button>
          <button type="button" className="btn-ghost" disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? t('common.submitting') : t('personal.avatarUpload')}
          </button>
          <input ref={input} type="file" accept={AVATAR_ACCEPT} className="hidden" data-testid="avatar-file" aria-label={t('personal.avatarUpload')} onChange={(e) => void upload(e)} />
        </div>
        <p className="text-xs text-muted">{t('personal.avatarUploadHint')}</p>
      </div>
      {picking && <AvatarPicker lang={lang} t={t} onClose={() => setPicking(false)} onSaved={onChanged} />}
    </div>
  );
}
