// The site's shell (docs/configuration.md "The site's shell and pages"): what GET
// api/common/sysConfig and api/common/customerService tell every page.
import { hasForbiddenChars } from '../../shared/forbidden-chars.ts';
import { oneOf, type NodeEnv, type Source } from './read.ts';

export interface ShellConfig {
  /** GET api/common/sysConfig: BALANCE_TYPE_SWITCH, PUBLIC_NOTICE, PUBLIC_NOTICE_ID. */
  shell: { balanceTypeSwitch: boolean; publicNotice: boolean; noticeId: string | undefined };
  /** GET api/common/customerService: the operator's support contacts (SUPPORT_EMAIL, SUPPORT_URL, SUPPORT_HOURS); undefined: not set. */
  support: { email: string | undefined; url: string | undefined; hours: string | undefined };
}

/** PUBLIC_NOTICE, PUBLIC_NOTICE_ID, BALANCE_TYPE_SWITCH, SUPPORT_*. */
export function readShell(src: Source, nodeEnv: NodeEnv): ShellConfig {
  const { env, problems } = src;
  // The notice dialog is a modal: off by default under NODE_ENV=test so other specs' clicks are not covered.
  const publicNotice = oneOf(src, 'PUBLIC_NOTICE', ['on', 'off'] as const, nodeEnv === 'test' ? 'off' : 'on') === 'on';
  const noticeId = env.PUBLIC_NOTICE_ID || undefined;
  if (noticeId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(noticeId)) {
    problems.add('PUBLIC_NOTICE_ID must be a notice id: 1 to 64 letters, digits, "-" or "_"', 'PUBLIC_NOTICE_ID');
  }
  const shell = {
    balanceTypeSwitch: oneOf(src, 'BALANCE_TYPE_SWITCH', ['on', 'off'] as const, 'off') === 'on',
    publicNotice,
    noticeId,
  };
  return { shell, support: supportContacts(src) };
}

/**
 * The support contacts customerService answers. Each is optional: a site without one says nothing
 * rather than a made-up address. Shown to every visitor as written, so no control characters.
 */
function supportContacts({ env, problems }: Source): ShellConfig['support'] {
  const email = env.SUPPORT_EMAIL || undefined;
  if (email !== undefined && (email.length > 254 || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+$/.test(email))) {
    problems.add('SUPPORT_EMAIL must be a mail address (name@host.tld)', 'SUPPORT_EMAIL');
  }
  const url = env.SUPPORT_URL || undefined;
  if (url !== undefined) {
    let good = false;
    try {
      const u = new URL(url);
      good = (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && url.length <= 512;
    } catch { /* refused below */ }
    if (!good) problems.add('SUPPORT_URL must be an http:// or https:// address without credentials, at most 512 characters', 'SUPPORT_URL');
  }
  const hours = env.SUPPORT_HOURS?.trim() || undefined;
  if (hours !== undefined && (hours.length > 64 || hasForbiddenChars(hours))) {
    problems.add('SUPPORT_HOURS must be 1 to 64 printable characters (e.g. "每天 10:00-22:00")', 'SUPPORT_HOURS');
  }
  return { email, url, hours };
}
