// GET api/common/customerService, getLanguageList and listInterface: three answers of the
// spec's common calls that take no parameters (whatever query comes along is ignored). The
// answers are zod schemas, so a client (and the tests) can check what it got.
// Why listInterface lists what it lists: docs/decisions/0103-verify-and-the-unused-common-calls.md.
import { z } from 'zod';
import { SITE_LANGS, type Lang } from '../locales.ts';

export const CUSTOMER_SERVICE_PATH = '/api/common/customerService';
export const LANGUAGE_LIST_PATH = '/api/common/getLanguageList';
export const INTERFACE_LIST_PATH = '/api/common/listInterface';

/** The operator's support contacts (SUPPORT_EMAIL, SUPPORT_URL, SUPPORT_HOURS); null: not set, show none. */
export const customerServiceAnswer = z.object({
  email: z.string().nullable(),
  url: z.string().nullable(),
  /** When support answers, as the operator wrote it. */
  hours: z.string().nullable(),
});
export type CustomerService = z.infer<typeof customerServiceAnswer>;

/** The languages the site is translated into, each named in itself, the default first. */
export const languageListAnswer = z.array(z.object({
  code: z.enum(SITE_LANGS as readonly [Lang, ...Lang[]]),
  /** The language's own name (简体中文, English, 繁體中文): what a reader looks for. */
  name: z.string().min(1),
  dir: z.enum(['ltr', 'rtl']),
  /** The default language, served without a path prefix. */
  default: z.boolean(),
  /** What the site's paths start with in this language: '' for the default, '/en', '/zh-TW'. */
  pathPrefix: z.string(),
}));
export type LanguageList = z.infer<typeof languageListAnswer>;

/** The HTTP methods the public API is registered with (HEAD, which comes with GET, left out). */
export const INTERFACE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The public API's routes as the server registered them: every /api path but the operator
 * console's (/api/console/…) and the development-only ones (/api/dev/…), sorted by path then method.
 * A path parameter keeps its name (`/api/pay/notify/:provider`).
 */
export const interfaceListAnswer = z.array(z.object({
  method: z.enum(INTERFACE_METHODS),
  path: z.string().startsWith('/api/'),
}));
export type InterfaceList = z.infer<typeof interfaceListAnswer>;
