// /personal/protection: ExclusionPanel (issue 19). Filled in by this part's work.
import type { Lang } from '../../lib/i18n/ui.ts';

export default function ExclusionPanel({ lang }: { lang: Lang }) {
  return <section data-testid="ExclusionPanel" data-lang={lang} />;
}
