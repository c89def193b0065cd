// The preset avatar dialog: pick one of api/common/getHeadPicList and save. Saving without a
// pick shows the spec's "请选择头像" (the same message the server gives for a bad value).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { modifyAvatarBody } from '../../../shared/contracts/profile.ts';
import { validate } from '../../../lib/forms.ts';
import { imageUrl } from '../../../lib/image-fields.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { $headPics, $headPicsFailed, dropHeadPics, loadHeadPics, saveAvatar } from '../../../lib/personal/account.ts';
import { FieldError } from '../../dialogs/fields.tsx';
import { Modal } from '../../dialogs/Modal.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}

export function AvatarPicker({ lang, t, onClose, onSaved }: Props) {
  const list = useStore($headPics);
  const failed = useStore($headPicsFailed);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadHeadPics();
    return dropHeadPics;
  }, []);

  async function save() {
    const v = validate(modifyAvatarBody, lang, { avatar: chosen });
    if (!v.ok) return setError(v.errors.avatar);
    setError(undefined);
    setBusy(true);
    try {
      await saveAvatar(v.data.avatar);
      toast.success(t('personal.saved'));
      await onSaved();
      onClose();
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('personal.avatarPickerTitle')} closeLabel={t('common.close')} onClose={onClose} testId="avatar-picker">
      {failed ? (
        <p className="py-6 text-center text-muted">{t('common.loadFailed')}</p>
      ) : !list ? (
        <p className="py-6 text-center text-muted">{t('common.loading')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('personal.avatarPickerTitle')} className="grid grid-cols-4 gap-3">
          {list.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={chosen === p.headPic}
              aria-label={t('personal.avatarPreset', { n: p.id })}
              onClick={() => setChosen(p.headPic)}
              className="aspect-square overflow-hidden rounded-full border-2 border-transparent aria-checked:border-accent-orange"
            >
              <img src={imageUrl('headPic', p.headPic)} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
      <div className="mt-4 space-y-2">
        <FieldError id="avatar-picker-error" error={error} />
        <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void save()}>
          {busy ? t('common.submitting') : t('personal.save')}
        </button>
      </div>
    </Modal>
  );
}
