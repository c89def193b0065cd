// Account settings on /personal: nickname, avatar, trade link, inviter, client seed, log out,
// cancel account. (Filled in by the profile part of issue 4.)
import type { Lang } from '../../lib/i18n/ui.ts';

export default function AccountSettings({ lang }: { lang: Lang }) {
  void lang;
  return null;
}
