// The anti-phishing phrase on /personal (docs/decisions/0104): every mail and inbox message the
// site sends the player shows it, so a message without it is not ours. Checked with the shared
// schema (length, no control or invisible characters) before it is sent.
import { ANTI_PHISHING_MAX, modifyAntiPhishingBody } from '../../../shared/contracts/profile.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { saveAntiPhishingPhrase } from '../../../lib/personal/account.ts';
import { InlineField } from './InlineField.tsx';

export function AntiPhishingField({ lang, t, initial }: { lang: Lang; t: Translator; initial: string }) {
  return (
    <InlineField
      id="personal-anti-phishing"
      lang={lang}
      label={t('antiPhishing.title')}
      hint={t('antiPhishing.hint')}
      initial={initial}
      placeholder={t('antiPhishing.placeholder')}
      submitLabel={t('antiPhishing.save')}
      busyLabel={t('common.submitting')}
      successText={t('antiPhishing.saved')}
      schema={modifyAntiPhishingBody}
      field="phrase"
      maxLength={ANTI_PHISHING_MAX * 2}
      send={saveAntiPhishingPhrase}
    />
  );
}
