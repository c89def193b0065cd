// api/common/documentList and api/common/notice: help and support docs, events, promotions and
// public notices, read from the same Markdown files the pages are built from.
import { z } from 'zod';
import { intParam, oneOf, paging } from './fields.ts';

/** The API's names of the document kinds; events and promotions are singular on the wire. */
export const DOC_TYPES = ['help', 'support', 'event', 'promotion'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const documentListQuery = paging.extend({
  type: oneOf('field.docType', DOC_TYPES, 'v.docType').default('help'),
});

export const noticeQuery = z.object({
  topN: intParam('field.topN', 1, 1, 20),
});

export interface DocumentSummary {
  id: string;
  type: DocType;
  title: string;
  summary: string;
  /** ISO date-time of the last edit. */
  updated: string;
  /** The page in the reader's language: /docs/help/{id}, /en/event#{id}, … */
  url: string;
}

export interface DocumentPage {
  list: DocumentSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicNotice {
  id: string;
  title: string;
  /** Plain text (Markdown markup removed); paragraphs separated by a blank line. */
  content: string;
  publishedAt: string;
  level: 'info' | 'warning' | 'important';
}
