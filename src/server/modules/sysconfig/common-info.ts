// GET api/common/customerService and api/common/getLanguageList: read from the configuration and
// the locale table only, the same for every visitor.
import type { CustomerService, LanguageList } from '../../../shared/contracts/common.ts';
import { DEFAULT_LANG, findLocale, SITE_LANGS } from '../../../shared/locales.ts';
import type { Config } from '../../config/index.ts';

export function customerService(config: Pick<Config, 'support'>): CustomerService {
  const { email, url, hours } = config.support;
  return { email: email ?? null, url: url ?? null, hours: hours ?? null };
}

/** SITE_LANGS in their order (the default first), each named in itself from the locale table. */
export function languageList(): LanguageList {
  return SITE_LANGS.map((code) => {
    const locale = findLocale(code);
    return {
      code,
      name: locale?.nativeName ?? code,
      dir: locale?.dir ?? 'ltr',
      default: code === DEFAULT_LANG,
      pathPrefix: code === DEFAULT_LANG ? '' : `/${code}`,
    };
  });
}
