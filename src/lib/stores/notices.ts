// Short messages the spec names that several features say the same way: "joined" when a seat in
// a battle or an entry in a giveaway is taken, "please choose boxes" and "box count limit reached"
// on the battle create page. Said as toasts in the page's language; the last one is kept so a test
// (and an island that wants to) can see what was said.
import { atom } from 'nanostores';
import toast from 'react-hot-toast';
import { t, type UiKey } from '../i18n/ui.ts';
import { currentLang } from './prefs.ts';

export type Notice =
  | { kind: 'joined'; what: 'battle' | 'giveaway' }
  | { kind: 'chooseBoxes' }
  | { kind: 'boxLimit'; max: number };

/** The last notice said (null before any). */
export const $lastNotice = atom<Notice | null>(null);

const KEY: Record<Exclude<Notice['kind'], 'joined'>, UiKey> = { chooseBoxes: 'notice.chooseBoxes', boxLimit: 'notice.boxLimit' };

export function noticeText(n: Notice): string {
  const lang = currentLang();
  if (n.kind === 'joined') return t(lang, n.what === 'battle' ? 'notice.joinedBattle' : 'notice.joinedGiveaway');
  return t(lang, KEY[n.kind], n.kind === 'boxLimit' ? { max: n.max } : {});
}

export function say(n: Notice): void {
  $lastNotice.set(n);
  // One toast per kind: clicking "add" at the limit again does not stack copies.
  if (n.kind === 'joined') toast.success(noticeText(n), { id: `notice-joined-${n.what}` });
  else toast.error(noticeText(n), { id: `notice-${n.kind}` });
}

export const announceJoined = (what: 'battle' | 'giveaway'): void => say({ kind: 'joined', what });
