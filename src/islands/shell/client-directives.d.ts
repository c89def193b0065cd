// Types for the custom `client:wake` directive (./wake-directive.ts, registered in astro.config.mjs).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:wake'?: boolean;
  }
}
