// The refusal every configuration reader ends in. Its own file, imported by the provider sections
// under providers/ (captcha, certify, payments) as well as by this folder, which imports them: that
// way neither side imports the other's index to get it.

/** Where an operator reads what production needs, named when more than one thing is wrong. */
export const PRODUCTION_GUIDE = 'docs/operations/production.md';

/**
 * The settings cannot be used. `problems` holds each one found (a line naming the variable and what
 * it expects); a lone problem is the message itself, several are listed a line each.
 */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    // The same problem can be found twice: Alipay's keys are read for payments and for real-name verification.
    const list = [...new Set(typeof problems === 'string' ? [problems] : problems)];
    super(list.length === 1 ? list[0] : `${list.length} settings must be fixed before this server can start (see ${PRODUCTION_GUIDE}):\n${list.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = list;
  }
}
