// Cool-off and self-exclusion: GET api/protection/exclusion, POST api/protection/exclusion.
import { z } from 'zod';
import { hasForbiddenChars } from '../../forbidden-chars.ts';
import { EXCLUSION_KINDS, EXCLUSION_LENGTHS, type ExclusionKind, type ExclusionLength } from '../../protection-constants.ts';
import { msg, oneOf } from '../fields.ts';

export interface ExclusionView {
  kind: ExclusionKind;
  length: ExclusionLength;
  /** ISO times. */
  startTime: string;
  endTime: string;
}

export interface ExclusionsView {
  /** The restriction running now (the one that ends last); null: none. */
  current: ExclusionView | null;
  /** Every one ever taken, newest first. */
  history: ExclusionView[];
}

const ALL_LENGTHS = [...EXCLUSION_LENGTHS.cooloff, ...EXCLUSION_LENGTHS.self] as const;

/** The player's "I understand it cannot be undone": 1 / true / "1" / "true" / "on"; anything else asks to confirm. */
const confirmed = z
  .union([z.boolean(), z.string(), z.number()], { error: () => msg('v.exclusionConfirm') })
  .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field: 'field.confirm' }), abort: true })
  .refine((v) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on'].includes(v.trim().toLowerCase())), msg('v.exclusionConfirm'));

/** POST api/protection/exclusion {kind, length, confirm: 1}: the length must be one of the kind's. */
export const startExclusionBody = z
  .object({
    kind: oneOf('field.exclusionKind', EXCLUSION_KINDS),
    length: oneOf('field.length', ALL_LENGTHS, 'v.exclusionLength'),
    confirm: confirmed,
  })
  .refine((b) => (EXCLUSION_LENGTHS[b.kind] as readonly string[]).includes(b.length), { message: msg('v.exclusionLength', { field: 'field.length' }), path: ['length'] });
export type StartExclusionBody = z.infer<typeof startExclusionBody>;
