// The module astro.config.mjs makes at build time (src/layouts/page-strings.ts, PageStrings);
// null in `astro dev`.
declare module 'virtual:page-strings' {
  const strings: { keys: string[]; routes: Record<string, number[]> } | null;
  export default strings;
}
