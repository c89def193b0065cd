// What each staff role may do in the operator console. A role grants a fixed list; every
// console route names the one permission it needs, and the console's pages hide what the signed-in
// role lacks (the server still refuses it). Later features add their permissions here
// (giveaways, withdrawals, codes, streamers, promotions) and to the roles that get them.
export const STAFF_ROLES = ['owner', 'operator', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Sign in and see the front page. Every role has it. */
  'console.view',
  /** Create, disable staff and set their roles. */
  'staff.manage',
  /** Read and export the audit log. */
  'audit.read',
  /** Search players and read a player's page. */
  'players.read',
  'players.ban',
  'players.note',
  /** End a player's sessions. */
  'players.sessions',
  /** Propose a balance adjustment (posts at once under the four-eyes threshold). */
  'balance.adjust',
  /** Approve or reject another staff member's adjustment above the threshold. */
  'balance.approve',
  'boxes.read',
  /** Propose a new case or a new version of one. */
  'boxes.propose',
  /** Approve or reject another staff member's case proposal; retire a case. */
  'boxes.approve',
  'reports.read',
  /** See the giveaway rooms (official and streamer) and their details. */
  'giveaways.view',
  /** Create an official giveaway room (the house funds the prizes) and cancel a room before its draw. */
  'giveaways.manage',
  /** Give a player the streamer role (may open streamer giveaways from their own skins) or take it back. */
  'players.streamer',
  /** See take-backs (the queue, every record and its history), the supplier's balance and failures by day. */
  'withdrawals.view',
  /** Approve (dispatch again) or reject (item back) a take-back waiting in the queue (state 5). */
  'withdrawals.manage',
  /** See partners (their tree and rebates), flagged referrals, the level tables and the channel list. */
  'promotion.view',
  /** Edit the partner and member level tables and the channel list; clear or confirm a flagged referral. */
  'promotion.manage',
  /** See redeem-code batches and their redemptions. */
  'rewards.view',
  /** Make a batch of redeem codes (shown once, as CSV) and stop one. */
  'rewards.manage',
  /** See a player's limits, exclusions and reality checks (history) and the protection report. */
  'protection.view',
  /** Tighten a player's limit with a reason (never loosen one, never lift an exclusion: no permission can). */
  'protection.tighten',
  /** Propose removing a player's authenticator (they lost it and its recovery codes), or withdraw one's own proposal. */
  'players.totpRemove',
  /** Approve or reject another, independent staff member's authenticator removal; see the queue. */
  'players.totpApprove',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OPERATOR: readonly Permission[] = [
  'console.view', 'players.read', 'players.ban', 'players.note', 'players.sessions',
  'boxes.read', 'boxes.propose', 'boxes.approve', 'reports.read', 'giveaways.view', 'giveaways.manage', 'players.streamer',
  'withdrawals.view', 'withdrawals.manage', 'promotion.view', 'promotion.manage', 'rewards.view', 'rewards.manage',
  'protection.view', 'protection.tighten', 'players.totpRemove', 'players.totpApprove',
];
const FINANCE: readonly Permission[] = [
  'console.view', 'players.read', 'balance.adjust', 'balance.approve', 'boxes.read', 'reports.read', 'audit.read', 'giveaways.view',
  'withdrawals.view', 'withdrawals.manage', 'promotion.view', 'rewards.view', 'protection.view',
];
// Support talks to the player and checks who they are, so it proposes an authenticator removal and
// may approve a colleague's: four eyes is two independent people (console/independence.ts), as with
// finance and adjustments. Finance never needs it.
const SUPPORT: readonly Permission[] = [
  'console.view', 'players.read', 'players.note', 'players.sessions', 'giveaways.view', 'withdrawals.view', 'promotion.view', 'protection.view', 'protection.tighten',
  'players.totpRemove', 'players.totpApprove',
];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  operator: OPERATOR,
  finance: FINANCE,
  support: SUPPORT,
};

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(v: unknown): v is StaffRole {
  return typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);
}
