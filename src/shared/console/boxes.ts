// Console cases and odds: what its routes accept and answer. A proposal names items
// with whole-number ticket weights in the order they are listed; the server turns them into the
// contiguous ranges 1..1,000,000 the fairness rules publish and derives the price from the expected
// value and the house edge, so no one sets a price or a ticket by hand.
import { z } from 'zod';
import { intParam, msg, oneOf, paging, str, text } from '../contracts/fields.ts';

/** More than any case in the file has (the largest holds a few dozen); keeps a table page readable. */
export const MAX_BOX_ITEMS = 100;

/** Console cases get ids from here up, apart from the committed file's (src/server/modules/boxes/data/cases.json). */
export const CONSOLE_BOX_ID_FLOOR = 1000;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;

const item = z.object({
  ornamentId: intParam('field.consoleBoxOrnament', null, 1, 2_000_000_000),
  // Zero and negatives pass here so the service can say which item (err.consoleBoxWeight).
  weight: intParam('field.consoleBoxWeight', null, -1_000_000_000, 1_000_000_000),
}, { error: () => msg('v.type', { field: 'field.consoleBoxItems' }) });

const items = z
  .array(item, { error: (iss) => msg(iss.input === undefined ? 'v.required' : 'v.type', { field: 'field.consoleBoxItems' }) })
  .min(1, msg('v.required', { field: 'field.consoleBoxItems' }))
  .max(MAX_BOX_ITEMS, msg('err.consoleBoxTooManyItems', { max: MAX_BOX_ITEMS }));

const optionalText = (field: 'field.consoleBoxNameZhTW' | 'field.consoleBoxImage' | 'field.consoleBoxSlug' | 'field.consoleBoxNameZhCN' | 'field.consoleBoxNameEn', max: number) =>
  str(field).trim().max(max, msg('v.tooLong', { field, max })).optional();

/**
 * boxId > 0: a new version of that case (the other case fields are ignored). boxId 0: a new case,
 * which needs slug, both names, a theme and one of the existing case images; zh-TW is converted
 * from zh-CN when not given.
 */
const caseFields = {
  boxId: intParam('field.boxId', 0, 0, 1_000_000_000),
  slug: optionalText('field.consoleBoxSlug', 48),
  nameZhCN: optionalText('field.consoleBoxNameZhCN', 40),
  nameEn: optionalText('field.consoleBoxNameEn', 60),
  nameZhTW: optionalText('field.consoleBoxNameZhTW', 40),
  themeId: intParam('field.themeId', 0, 0, 1000),
  image: optionalText('field.consoleBoxImage', 200),
};
// `items` last: a bad text field is the first refusal named, whatever the items say.
export const boxDraftBody = z.object({ ...caseFields, items });
export type BoxDraftBody = z.output<typeof boxDraftBody>;

export const boxProposeBody = z.object({ ...caseFields, reason: text('field.reason', 2, 200), items });

export const boxParams = z.object({ id: intParam('field.boxId', null, 1, 1_000_000_000) });
export const proposalParams = z.object({ id: intParam('field.consoleProposalId', null, 1, 2_000_000_000) });
export const boxReasonBody = z.object({ reason: text('field.reason', 2, 200) });
export const proposalDecideBody = z.object({
  reason: str('field.reason').trim().max(200, msg('v.tooLong', { field: 'field.reason', max: 200 })).optional(),
});
/** The list's server-side sort keys (column id and direction). */
export const BOX_SORTS = [
  'id_asc', 'id_desc', 'price_asc', 'price_desc', 'declaredRtp_asc', 'declaredRtp_desc',
  'observedRtp_asc', 'observedRtp_desc', 'openings_asc', 'openings_desc', 'pendingProposals_desc', 'pendingProposals_asc',
] as const;
export type BoxSort = (typeof BOX_SORTS)[number];

/** GET api/console/boxes: filtered (name or slug, on sale or retired), sorted and paged by the server. */
export const boxListQuery = paging.extend({
  q: str('field.consoleBoxSearch').trim().max(60, msg('v.tooLong', { field: 'field.consoleBoxSearch', max: 60 })).optional(),
  /** -1 all, 0 on sale, 1 retired. */
  state: oneOf('field.consoleBoxState', ['-1', '0', '1']).default('-1'),
  sort: oneOf('field.sort', BOX_SORTS).default('id_asc'),
});
export type BoxListQuery = z.output<typeof boxListQuery>;

export const ornamentSearchQuery = z.object({
  q: str('field.consoleBoxSearch').trim().max(60, msg('v.tooLong', { field: 'field.consoleBoxSearch', max: 60 })).optional(),
});

/** APPROVAL_STATE of box_proposals. */
export const PROPOSAL_STATE = { pending: 0, live: 1, rejected: 2 } as const;

/** One row of a table, as the console shows it: its range, odds and the item's value. */
export interface ConsoleBoxItem {
  ornamentId: number;
  name: string;
  rarityColor: string;
  wear: string;
  /** Yuan: the catalogue price the expected value uses. */
  price: string;
  ticketFrom: number;
  ticketTo: number;
  tickets: number;
  /** Percent with 4 decimals, exact. */
  odds: string;
}

/** A version's (or a draft's) table with its derived figures. */
export interface ConsoleBoxTable {
  price: string;
  /** Yuan, rounded down to the fen. */
  expectedValue: string;
  /** Percent with 2 decimals, as the case page publishes it. */
  rtp: string;
  items: ConsoleBoxItem[];
}

export interface ConsoleBoxRow {
  id: number;
  slug: string;
  name: string;
  image: string;
  themeId: number;
  currentVersion: number;
  price: string;
  declaredRtp: string;
  /** Percent with 2 decimals over every opening and battle round of any version; null before the first. */
  observedRtp: string | null;
  /** (observed − expected payout) / its standard deviation under the tables rolled; null before the first opening. */
  zScore: number | null;
  openings: number;
  retiredAt: string | null;
  pendingProposals: number;
}

export interface ConsoleProposal {
  id: number;
  boxId: number | null;
  baseVersion: number | null;
  /** 0 pending, 1 live (approved), 2 rejected. */
  state: number;
  reason: string;
  proposedBy: string;
  proposedById: string;
  decidedBy: string | null;
  createdAt: string;
  decidedAt: string | null;
  resultBoxId: number | null;
  resultVersion: number | null;
  /** A new case's names, theme and image. */
  newCase: { slug: string; name: { 'zh-CN': string; en: string; 'zh-TW': string }; themeId: number; image: string } | null;
  table: ConsoleBoxTable;
  weights: { ornamentId: number; weight: number }[];
}

export interface ConsoleBoxList {
  list: ConsoleBoxRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Pending proposals of new cases (they have no case page yet). */
  newCaseProposals: ConsoleProposal[];
  themes: { id: number; name: string }[];
  /** The images a new case may use (those of existing cases). */
  images: string[];
  houseEdgePercent: number;
}

export interface ConsoleBoxVersion extends ConsoleBoxTable {
  version: number;
  createdAt: string;
  fingerprint: string;
  /** Who approved it in the console; null for a version from the committed file. */
  approvedBy: string | null;
  proposedBy: string | null;
}

export interface ConsoleBoxDetail {
  box: Omit<ConsoleBoxRow, 'pendingProposals'> & { names: { 'zh-CN': string; en: string; 'zh-TW': string } };
  versions: ConsoleBoxVersion[];
  proposals: ConsoleProposal[];
  houseEdgePercent: number;
}

/** POST preview: the draft's table as it would go live, nothing written. */
export interface ConsoleBoxPreview extends ConsoleBoxTable {
  totalWeight: number;
}

export interface ConsoleOrnamentHit {
  ornamentId: number;
  name: string;
  price: string;
  rarityColor: string;
  wear: string;
}
