// What src/middleware.ts leaves for pages in Astro.locals (read through pageLang / pageLocale).
import type { Lang } from '../../shared/locales.ts';

declare global {
  namespace App {
    interface Locals {
      /** The language of the page's strings. */
      lang?: Lang;
      /** The `<html lang>` code (differs from `lang` only for a test fixture locale). */
      locale?: string;
    }
  }
}
