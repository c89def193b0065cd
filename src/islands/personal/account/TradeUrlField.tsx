// The Steam trade link's field, the same on the account page and in the backpack's take-back
// dialog (which asks for one when none is set): checked against the contract's pattern, saved with
// modifyTradeUrl, the help link to Steam's page where the link is found, and the take-back hold a
// change starts (docs/decisions/0104).
import { modifyTradeUrlBody, STEAM_TRADE_URL_HELP } from '../../../shared/contracts/profile.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { saveTradeUrl } from '../../../lib/personal/account.ts';
import { InlineField } from './InlineField.tsx';
import { TradeHoldNotice } from './TradeHoldNotice.tsx';

export function TradeUrlField({ id, lang, t, initial, submitLabel }: { id: string; lang: Lang; t: Translator; initial: string; submitLabel: string }) {
  return (
    <InlineField
      id={id}
      lang={lang}
      label={t('personal.tradeUrl')}
      initial={initial}
      placeholder={t('personal.tradeUrlPlaceholder')}
      submitLabel={submitLabel}
      busyLabel={t('common.submitting')}
      successText={t('personal.saved')}
      schema={modifyTradeUrlBody}
      field="tradeUrl"
      maxLength={200}
      send={saveTradeUrl}
      footer={
        <>
          <a href={STEAM_TRADE_URL_HELP} target="_blank" rel="noopener noreferrer" className="text-xs text-accent-blue hover:underline">
            {t('personal.tradeUrlHelp')} ↗
          </a>
          <TradeHoldNotice t={t} />
        </>
      }
    />
  );
}
