// /personal/protection: RealityPanel (issue 19). Filled in by this part's work.
import type { Lang } from '../../lib/i18n/ui.ts';

export default function RealityPanel({ lang }: { lang: Lang }) {
  return <section data-testid="RealityPanel" data-lang={lang} />;
}
