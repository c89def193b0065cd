// /personal/protection: LimitsPanel (issue 19). Filled in by this part's work.
import type { Lang } from '../../lib/i18n/ui.ts';

export default function LimitsPanel({ lang }: { lang: Lang }) {
  return <section data-testid="LimitsPanel" data-lang={lang} />;
}
