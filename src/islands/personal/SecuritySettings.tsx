// Security settings on /personal: mail, phone, the security check, real-name verification.
// (Filled in by the security part of issue 4.)
import type { Lang } from '../../lib/i18n/ui.ts';

export default function SecuritySettings({ lang }: { lang: Lang }) {
  void lang;
  return null;
}
