// Vite plugin: in client code, a message catalogue file (messages/<locale>.json) holds only the
// API's messages (`api.` keys). src/shared/messages.ts imports the three files whole, which the
// server and the tests need; the browser's form checks need only the API's messages (about a
// quarter of each file), and the pages' strings reach it inline in the page (src/lib/i18n/ui.ts).
// Without this, every island that checks a form would download all three languages' pages too.
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]messages[\\/][A-Za-z-]+\.json$/;

/** The catalogue file's text with only its `api.` keys. */
export function apiMessagesOnly(json: string): string {
  const file = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(file).filter(([key]) => key.startsWith('api.'))));
}

export function apiMessagesInClient(): Plugin {
  return {
    name: 'api-messages-in-client',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id, options) {
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (!client || !CATALOGUE.test(id.split('?')[0])) return null;
      return { code: apiMessagesOnly(code), map: null };
    },
  };
}
