// The player's client seed (provably fair), shown and changed here through api/profile/modifySecret.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { modifySecretBody } from '../../../shared/contracts/profile.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { $clientSeed, dropClientSeed, loadClientSeed, saveClientSeed } from '../../../lib/personal/account.ts';
import { InlineField } from './InlineField.tsx';

export function ClientSeedField({ lang, t }: { lang: Lang; t: Translator }) {
  const seed = useStore($clientSeed);

  useEffect(() => {
    void loadClientSeed();
    return dropClientSeed;
  }, []);

  if (seed === null) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  return (
    <InlineField
      id="personal-client-seed"
      lang={lang}
      label={t('personal.clientSeed')}
      hint={t('personal.clientSeedHint')}
      initial={seed}
      submitLabel={t('personal.save')}
      busyLabel={t('common.submitting')}
      successText={t('personal.saved')}
      schema={modifySecretBody}
      field="clientSeed"
      maxLength={128}
      send={saveClientSeed}
    />
  );
}
