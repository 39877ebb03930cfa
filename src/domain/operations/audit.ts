/**
 * The operator audit trail: one line per operator action that changed
 * something, written in the same transaction as the change, never edited or
 * deleted afterwards (the store has no such operation, and the database
 * refuses one with a trigger).
 */

/** What was acted on: the kind of record and its id as text ("deposit" 17, "setting" "notice:tw"). */
export interface AuditTarget {
  readonly type: AuditTargetType;
  readonly id: string;
}

export const AUDIT_TARGET_TYPES = ["deposit", "withdrawal", "user", "game", "room", "odds", "banner", "setting", "article", "announcement", "message", "operator", "depositChannel", "list", "conversation", "address", "quickReply", "supportArticle", "agent", "promotion", "round"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The actions the console can take, by stable name. */
export const AUDIT_ACTIONS = [
  "deposit.approve",
  "deposit.reject",
  "withdrawal.approve",
  "withdrawal.reject",
  // Four-eyes: the first of two approvals of a large request, which holds it for a different operator.
  "deposit.firstApproval",
  "withdrawal.firstApproval",
  "funds.gift",
  "funds.adjust",
  "funds.freeze",
  "funds.unfreeze",
  "player.ban",
  // Retired (the operator no longer types a player's password): kept so that earlier lines still read.
  "player.resetPassword",
  "player.flagOppositeBets",
  // The forgotten-password link (issue 38): an operator issued one (never the token), and the player used it
  // (the line's actor is the player: a new password chosen, every session ended).
  "account.resetLinkIssued",
  "account.passwordResetByLink",
  "game.save",
  "room.save",
  "odds.schedule",
  "banner.save",
  "banner.delete",
  "setting.save",
  "article.save",
  "article.delete",
  "announcement.create",
  "message.send",
  "operator.create",
  "schedule.set",
  "depositChannel.save",
  // Player protection: set by the player (the line's actor is the player) or lengthened by an operator.
  "protection.setLimit",
  "protection.cancelPending",
  "protection.timeOut",
  "protection.selfExclude",
  "protection.realityCheck",
  "protection.extendBreak",
  // A console list downloaded as CSV (target: the list's name; after: the filters it was read with).
  "list.export",
  // The support desk (issue 38): a conversation assigned, closed or reopened; a player or address muted (target "user" or "address").
  "support.assign",
  "support.close",
  "support.reopen",
  "support.mute",
  // The desk's quick replies and knowledge base (target "quickReply" or "supportArticle"), and its settings (target "setting" "support": hours, automatic replies).
  "support.quickReply.save",
  "support.quickReply.remove",
  "support.article.save",
  "support.article.remove",
  "support.settings",
  // The growth engine (issue 40): its settings (target "setting" "growth"), an agent's own commission rate (target
  // "agent"), a promotion created or changed, and paused, resumed or ended (target "promotion").
  "growth.settings",
  "growth.agentRate",
  "promotion.save",
  "promotion.status",
  // A round voided by an operator (issue 41; target "round" "<gameId>:<issue>"): its bets are refunded.
  "round.void",
  // The risk settings (issue 41; target "setting" "risk"): the automatic void and the stalled-draw alarm.
  "risk.settings",
  // An exposure cap set or removed (issue 41; target "game" or "room" and its id), before and after {capMinor}.
  "risk.exposure_cap",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A JSON value as stored: the state before and after, as the operator would want to read it. */
export type AuditSnapshot = Readonly<Record<string, unknown>> | null;

export interface AuditEntry {
  readonly id: number;
  /** Who acted: an operator's user id; 0 for the system itself (start-up, the command line); the player for their own protection settings and a password set by a reset link. */
  readonly operatorId: number;
  readonly action: AuditAction;
  readonly target: AuditTarget;
  readonly before: AuditSnapshot;
  readonly after: AuditSnapshot;
  readonly atMs: number;
}

export type NewAuditEntry = Omit<AuditEntry, "id">;

export const isAuditAction = (value: unknown): value is AuditAction => typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditTargetType = (value: unknown): value is AuditTargetType =>
  typeof value === "string" && (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
