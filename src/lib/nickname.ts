// Names as players read them. The server gives a new account the nickname 玩家 + the phone's last
// four digits; that default is shown in the page's language ("Player 8000" in English), while a
// nickname the player chose is shown as written.
import type { Translator } from './i18n/ui.ts';

const DEFAULT_NICKNAME = /^玩家(\d{1,8})$/;

export function shownNickname(nickname: string, t: Translator): string {
  const m = DEFAULT_NICKNAME.exec(nickname);
  return m ? t('player.defaultName', { n: m[1] }) : nickname;
}
