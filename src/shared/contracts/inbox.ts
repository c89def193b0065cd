// The inbox (the spec's Messages calls): api/message/listMessage, getMessageDetail, countUserUnreadMessage.
import { z } from 'zod';
import { hasForbiddenChars } from '../forbidden-chars.ts';
import { msg, paging } from './fields.ts';

/** What a message is about; later issues add their own kinds. */
export const MESSAGE_KINDS = ['deposit', 'sale', 'giveaway', 'withdrawal', 'vip', 'security'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** GET api/message/listMessage: page (1), pageSize (15, at most 100). */
export const listMessageQuery = paging;

/** GET api/message/getMessageDetail?id=: a message id (digits; bigint on the server). */
export const messageDetailQuery = z.object({
  id: z.union([z.string(), z.number()], { error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.integer', { field: 'field.messageId' }) })
    .refine((v) => typeof v !== 'string' || !hasForbiddenChars(v), { message: msg('v.controlChars', { field: 'field.messageId' }), abort: true })
    .transform((v) => String(v).trim())
    .refine((s) => s.length > 0, msg('v.required', { field: 'field.messageId' }))
    .refine((s) => /^[1-9]\d{0,17}$/.test(s), msg('v.integer', { field: 'field.messageId' })),
});

/** One row of the list: the body is shortened to a summary. Texts are in the request's language. */
export interface MessageSummary {
  id: string;
  kind: string;
  title: string;
  summary: string;
  read: boolean;
  createdAt: string; // ISO 8601
  /** The reader's anti-phishing phrase ('' none): a message from us shows it (docs/decisions/0104). */
  antiPhishingPhrase?: string;
}

export interface MessageDetail {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** The business object it is about (an order id, ...), or null. */
  ref: string | null;
  read: boolean;
  createdAt: string;
  readAt: string | null;
  /** The reader's anti-phishing phrase ('' none), shown at the top of the message (docs/decisions/0104). */
  antiPhishingPhrase?: string;
}

/** Characters of the body shown in the list. */
export const SUMMARY_LENGTH = 60;
