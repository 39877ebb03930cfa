import type { Generated } from "kysely";

/**
 * The one typed view of the database, shared by SQLite and PostgreSQL.
 *
 * Conventions: snake_case columns; money in integer minor units (`_minor`,
 * BIGINT on PostgreSQL, read back as a safe JS number); times in integer ms
 * since the epoch (`_ms`); booleans as 0/1 integers, because SQLite has no
 * boolean type and one representation keeps the repositories dialect-free.
 * It describes the state after the latest migration; the migrations themselves
 * never import it, so it can change without rewriting history.
 */
export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  transfers: TransfersTable;
  games: GamesTable;
  rooms: RoomsTable;
  deposit_channels: DepositChannelsTable;
  room_odds: RoomOddsTable;
  seed_chains: SeedChainsTable;
  rounds: RoundsTable;
  bets: BetsTable;
  open_bets: OpenBetsTable;
  bet_results: BetResultsTable;
  bet_refunds: BetRefundsTable;
  return_tally_games: ReturnTallyGamesTable;
  return_tally_plays: ReturnTallyPlaysTable;
  fund_log: FundLogTable;
  deposit_requests: DepositRequestsTable;
  credited_tx_hashes: CreditedTxHashesTable;
  deposit_receipts: DepositReceiptsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  review_first_approvals: ReviewFirstApprovalsTable;
  payout_methods: PayoutMethodsTable;
  win_notices: WinNoticesTable;
  protection_limits: ProtectionLimitsTable;
  player_protection: PlayerProtectionTable;
  room_presence: RoomPresenceTable;
  sessions: SessionsTable;
  password_reset_links: PasswordResetLinksTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_closing_rooms: PushClosingRoomsTable;
  push_claims: PushClaimsTable;
  growth_payouts: GrowthPayoutsTable;
  growth_runs: GrowthRunsTable;
  promotions: PromotionsTable;
  promotion_red_packets: PromotionRedPacketsTable;
  promotion_claims: PromotionClaimsTable;
  wagering_requirements: WageringRequirementsTable;
  commission_rates: CommissionRatesTable;
  commission_periods: CommissionPeriodsTable;
  commission_statements: CommissionStatementsTable;
  commission_statement_lines: CommissionStatementLinesTable;
  vip_states: VipStatesTable;
  captchas: CaptchasTable;
  login_attempts: LoginAttemptsTable;
  banners: BannersTable;
  settings: SettingsTable;
  article_tabs: ArticleTabsTable;
  articles: ArticlesTable;
  announcements: AnnouncementsTable;
  messages: MessagesTable;
  chat_messages: ChatMessagesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_status_changes: SupportStatusChangesTable;
  support_images: SupportImagesTable;
  support_mutes: SupportMutesTable;
  support_guests: SupportGuestsTable;
  support_quick_replies: SupportQuickRepliesTable;
  support_articles: SupportArticlesTable;
  support_article_texts: SupportArticleTextsTable;
  audit_log: AuditLogTable;
  room_odds_changes: RoomOddsChangesTable;
  console_requests: ConsoleRequestsTable;
  schedule_versions: ScheduleVersionsTable;
  schema_migrations: SchemaMigrationsTable;
}

/** 0 or 1. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** username lowercased: the unique key that makes names case-insensitive. */
  username_key: string;
  nickname: string;
  mobile: string;
  password_hash: string;
  role: string;
  group_id: number;
  inviter_id: number | null;
  is_simulated: Flag;
  security_code_hash: string | null;
  security_code_failures: number;
  security_code_locked_until_ms: number | null;
  water_limit_percent: number;
  buy_banned: Flag;
  chat_banned: Flag;
  created_at_ms: number;
  id_card: Generated<string>;
}

interface AccountsTable {
  /** An AccountId: "u:<userId>:<kind>" or a system account name. */
  id: string;
  user_id: number | null;
  balance_minor: number;
}

export interface TransfersTable {
  /** The idempotency key. */
  id: string;
  from_account: string;
  to_account: string;
  amount_minor: number;
  kind: string;
  user_id: number | null;
  ref: string;
  at_ms: number;
}

export interface GamesTable {
  id: number;
  name: string;
  on_sale: Flag;
  sort_order: number;
  /** Migration 041: null, no cap. */
  exposure_cap_minor: Generated<number | null>;
}

export interface RoomsTable {
  id: Generated<number>;
  game_id: number;
  title: string;
  join_limit_minor: number;
  min_stake_minor: number;
  max_stake_minor: number;
  max_round_stake_minor: number;
  tier: Generated<number>;
  /** Migration 041: null, no cap. */
  exposure_cap_minor: Generated<number | null>;
}

interface RoomOddsTable {
  room_id: number;
  play_type: number;
  odds_hundredths: number;
}

export interface SeedChainsTable {
  id: Generated<number>;
  game_id: number;
  /** Before migration 014 the top seed in the clear; blanked once sealed (sealed_top). */
  top_seed: string;
  sealed_top: Generated<string>;
  length: number;
  anchor: string;
  created_at_ms: number;
}

export interface RoundsTable {
  game_id: number;
  issue: string;
  open_at_ms: number;
  close_at_ms: number;
  draw_at_ms: number;
  /** A RoundStatus: "open" | "closed" | "drawn" | "settled" | "void". */
  status: string;
  chain_id: number;
  chain_index: number;
  commitment: string;
  revealed_seed: string | null;
  d1: number | null;
  d2: number | null;
  d3: number | null;
  /** The Merkle root of the round's bets, fixed when betting closed (draw scheme 2). */
  bets_root: string | null;
  /** 1: HMAC(seed, "game:issue"); 2: HMAC(seed, "game:issue:betsRoot"). */
  draw_scheme: Generated<number>;
  /** A void (migration 039): the operator's reason as JSON {zh,tw,en,jp,kor}, or the engine's code; who (null: the engine) and when. */
  void_reason: Generated<string | null>;
  void_code: Generated<string | null>;
  voided_by: Generated<number | null>;
  voided_at_ms: Generated<number | null>;
}

/** One refunded bet of a voided round (migration 039), inserted once by the transaction that took its open_bets row. */
/** The realised-return monitor's totals per game, with the mark of the last round added (migration 040). */
interface ReturnTallyGamesTable {
  game_id: number;
  rounds: number;
  stake_minor: number;
  payout_minor: number;
  expected_payout: number;
  payout_variance: number;
  mark_draw_at_ms: number | null;
  mark_issue: string | null;
}

/** The realised-return monitor's totals per game and play type (migration 040). */
interface ReturnTallyPlaysTable {
  game_id: number;
  play_type: number;
  rounds: number;
  bets: number;
  stake_minor: number;
  payout_minor: number;
  win_amount_minor: number;
  win_amount_squared: number;
}

interface BetRefundsTable {
  bet_id: number;
  user_id: number;
  game_id: number;
  issue: string;
  stake_minor: number;
  refunded_at_ms: number;
}

export interface BetsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  game_id: number;
  room_id: number;
  issue: string;
  play_type: number;
  stake_minor: number;
  odds_hundredths: number;
  placed_at_ms: number;
  follow_of_bet_id: number | null;
}

/** The bets not settled yet (migration 018): written with the bet, deleted when it is settled. */
interface OpenBetsTable {
  game_id: number;
  issue: string;
  bet_id: number;
}

/** A settled bet's result, inserted once when it is settled (migration 018). */
export interface BetResultsTable {
  bet_id: number;
  /** Copied from the bet (which never changes), so that settlement and turnover read this table alone (migration 018). */
  user_id: number;
  play_type: number;
  stake_minor: number;
  odds_hundredths: number;
  hit: Flag;
  payout_minor: number;
  settled_at_ms: number;
}

export interface FundLogTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  quantity_minor: number;
  over_minor: number;
  mark: string;
  status: number;
  ref: string;
  created_at_ms: number;
}

export interface DepositRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  currency: string;
  status: number;
  remark: string;
  created_at_ms: number;
  reviewed_at_ms: number | null;
  fund_log_id: number;
  channel_id: number | null;
  reference: Generated<string>;
  tx_hash: string | null;
}

interface CreditedTxHashesTable {
  tx_hash: string;
  deposit_id: number;
  credited_at_ms: number;
}

export interface DepositReceiptsTable {
  deposit_id: number;
  mime: string;
  file_name: string;
  size_bytes: number;
  bytes: Uint8Array;
  uploaded_at_ms: number;
}

/** The first approval of a request held for a second operator (migration 024): kind "deposit" or "withdrawal". */
interface ReviewFirstApprovalsTable {
  kind: string;
  request_id: number;
  operator_id: number;
  approved_at_ms: number;
}

export interface WithdrawalRequestsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  payout_type: number;
  payout_acc: string;
  payout_acc_name: string;
  payout_acc_bank: string;
  status: number;
  remark: string;
  created_at_ms: number;
  reviewed_at_ms: number | null;
  fund_log_id: number;
}

export interface PayoutMethodsTable {
  user_id: number;
  type: number;
  acc: string;
  acc_name: string;
  acc_bank: string;
  mark: string;
  changed_at_ms: number | null;
}

interface ProtectionLimitsTable {
  user_id: number;
  kind: string;
  period: string;
  amount_minor: number | null;
  pending_amount_minor: number | null;
  pending_at_ms: number | null;
  updated_at_ms: number;
}

interface PlayerProtectionTable {
  user_id: number;
  reality_check_minutes: number | null;
  exclusion_kind: string | null;
  exclusion_started_at_ms: number | null;
  exclusion_until_ms: number | null;
}

interface WinNoticesTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  issue: string;
  profit_minor: number;
  seen: Flag;
  created_at_ms: number;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at_ms: number;
  last_seen_at_ms: number;
  revoked: Flag;
  /** The client's address at sign-in (migration 023); null for older sessions or when unknown. */
  address: string | null;
}

/** Forgotten-password links staff issue (migration 028); the token is kept only as its hash. */
interface PasswordResetLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  issued_by: number;
  created_at_ms: number;
  expires_at_ms: number;
  used_at_ms: number | null;
  voided_at_ms: number | null;
}

/** Web push (migration 033): browsers' subscriptions, notice toggles, chosen rooms, once-only claims. */
interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_at_ms: number;
}

interface PushPreferencesTable {
  user_id: number;
  deposit: Flag;
  withdrawal: Flag;
  win: Flag;
  updated_at_ms: number;
}

interface PushClosingRoomsTable {
  user_id: number;
  room_id: number;
}

interface PushClaimsTable {
  notice_key: string;
  claimed_at_ms: number;
}

/** Players' VIP levels (migration 036), one row per player reviewed; a player without one is junior. */
interface VipStatesTable {
  user_id: number;
  level: number;
  since_ms: number;
  highest_level: number;
  turnover_minor: number;
  deposit_minor: number;
  reviewed_day: string;
}

/** Agents' own commission rates (migration 035); an agent without a row earns the default rate. */
interface CommissionRatesTable {
  agent_id: number;
  rate_bp: number;
  updated_at_ms: number;
}

/** Each commission period's range as first counted (a switch between daily and weekly never counts a bet twice). */
interface CommissionPeriodsTable {
  period_key: string;
  from_ms: number;
  to_ms: number;
}

/** An agent's statement of one finished period (migration 035), unique per agent and period. */
interface CommissionStatementsTable {
  id: Generated<number>;
  agent_id: number;
  period_key: string;
  from_ms: number;
  to_ms: number;
  basis: string;
  rate_bp: number;
  second_level_rate_bp: number;
  basis_minor: number;
  period_minor: number;
  carry_in_minor: number;
  carry_out_minor: number;
  amount_minor: number;
  players: number;
  created_at_ms: number;
}

/** One player's line on a statement: level 1 (invited by the agent) or 2 (invited by one of them). */
interface CommissionStatementLinesTable {
  statement_id: number;
  player_id: number;
  level: number;
  stakes_minor: number;
  payouts_minor: number;
  received_minor: number;
  basis_minor: number;
  contribution_minor: number;
}

/** The activity centre's promotions (migration 037): terms and reward as JSON, eligibility in columns. */
interface PromotionsTable {
  id: Generated<number>;
  kind: string;
  status: string;
  /** JSON: { zh|tw|en|jp|kor: { title, body } }. */
  terms: string;
  /** JSON: the PromotionReward of its kind. */
  reward: string;
  start_ms: number;
  end_ms: number;
  min_level: number;
  new_players_only: number;
  min_deposit_minor: number;
  one_per_address: number;
  wagering_multiple: number;
  created_at_ms: number;
  updated_at_ms: number;
}

/** A red packet's pool as it stands: what is left and how many shares. */
interface PromotionRedPacketsTable {
  promotion_id: number;
  remaining_minor: number;
  remaining_packets: number;
}

/** Every claim of a promotion: unique per promotion, player and day ("" but for a check-in), and per address when set. */
interface PromotionClaimsTable {
  id: Generated<number>;
  promotion_id: number;
  user_id: number;
  claim_day: string;
  address_key: string | null;
  amount_minor: number;
  created_at_ms: number;
}

/** Each bonus's wagering requirement, with the outstanding amount right after it (the fold's checkpoint). */
interface WageringRequirementsTable {
  id: Generated<number>;
  user_id: number;
  payout_key: string;
  bonus_minor: number;
  multiple: number;
  required_minor: number;
  outstanding_after_minor: number;
  created_at_ms: number;
}

/** The growth engine's runs of a period that finished, by key ("commission:2026-11-27"), so that later ticks skip them. */
interface GrowthRunsTable {
  run_key: string;
  finished_at_ms: number;
}

/** Every commission, rebate and bonus the growth engine paid (migration 034), one row per unique payout key. */
interface GrowthPayoutsTable {
  id: Generated<number>;
  payout_key: string;
  kind: string;
  user_id: number;
  amount_minor: number;
  period_key: string;
  source: string;
  /** JSON: what the amount was computed from (a statement's figures), for the screens that explain it. */
  detail: string;
  created_at_ms: number;
}

interface CaptchasTable {
  id: string;
  answer: string;
  expires_at_ms: number;
}

/** One failed login per row, per throttle key (username, address). */
interface LoginAttemptsTable {
  id: Generated<number>;
  key: string;
  at_ms: number;
  detail: string | null;
}

interface BannersTable {
  id: Generated<number>;
  image_url: string;
  link_url: string;
  sort_order: number;
}

interface SettingsTable {
  key: string;
  value: string;
}

interface ArticleTabsTable {
  id: Generated<number>;
  lang: string;
  title: string;
  sort_order: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  tab_id: number;
  lang: string;
  title: string;
  content_html: string;
  is_top: Flag;
  created_at_ms: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  /** null: every language. */
  lang: string | null;
  title: string;
  content: string;
  created_at_ms: number;
}

/** In-site messages to one player. */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  created_at_ms: number;
  read_at_ms: number | null;
}

/** The support desk's conversations (migration 025): exactly one of owner_user_id and owner_guest_id is set. */
export interface SupportConversationsTable {
  id: Generated<number>;
  owner_user_id: number | null;
  owner_guest_id: string | null;
  status: string;
  assignee_id: number | null;
  last_seq: Generated<number>;
  customer_read_seq: Generated<number>;
  staff_read_seq: Generated<number>;
  waiting_since_ms: number | null;
  left_while_closed: Generated<Flag>;
  created_at_ms: number;
  updated_at_ms: number;
  closed_at_ms: number | null;
  /** The customer's language (migration 032); null before their first message. */
  customer_lang: string | null;
}

/** The support desk's messages (migration 025), numbered by seq within their conversation. */
export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  author: string;
  /** "customer" or "staff": what the unread counts compare. */
  side: string;
  author_id: number | null;
  text: string;
  /** The message's image (support_images.id, migration 026), or null. */
  image_id: string | null;
  left_while_closed: Flag;
  address: string | null;
  created_at_ms: number;
}

/** Images sent into support conversations (migration 026), typed by their bytes. */
interface SupportImagesTable {
  id: string;
  conversation_id: number;
  mime: string;
  size_bytes: number;
  bytes: Uint8Array;
  created_at_ms: number;
}

/** Each support conversation's changes of status (migration 030), in order; after_seq places one among the messages. */
interface SupportStatusChangesTable {
  id: Generated<number>;
  conversation_id: number;
  /** "open" or "closed". */
  status: string;
  operator_id: number | null;
  after_seq: number;
  at_ms: number;
}

/** The support desk's guests (migration 027): visitors known by a cookie, whose token is kept only as a hash. */
interface SupportGuestsTable {
  id: string;
  display_name: string;
  token_hash: string;
  address: string | null;
  created_at_ms: number;
  expires_at_ms: number;
  /** The player who signed in on the guest's device and took the conversation over; null before. */
  claimed_by_user_id: number | null;
  claimed_at_ms: number | null;
}

/** The support desk's mutes (migration 025): target_kind "player" (target_key the user id) or "address". */
interface SupportMutesTable {
  target_kind: string;
  target_key: string;
  until_ms: number;
  reason: string;
  operator_id: number;
  at_ms: number;
}

/** The desk's quick replies (migration 029): unique by (lang, shortcut). */
export interface SupportQuickRepliesTable {
  id: Generated<number>;
  lang: string;
  shortcut: string;
  title: string;
  text: string;
  created_at_ms: number;
  updated_at_ms: number;
}

/** The knowledge base's articles (migration 029); their texts are in support_article_texts. */
export interface SupportArticlesTable {
  id: Generated<number>;
  sort_order: number;
  published: Flag;
  created_at_ms: number;
  updated_at_ms: number;
}

/** One written language of a knowledge-base article (migration 029): primary key (article_id, lang). */
export interface SupportArticleTextsTable {
  article_id: number;
  lang: string;
  title: string;
  body: string;
}

/** Room chat (migration 003). */
export interface ChatMessagesTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  text: string;
  created_at_ms: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at_ms: number;
}

interface ConsoleRequestsTable {
  operator_id: number;
  request_id: string;
  action: string;
  result_json: string | null;
  created_at_ms: number;
}

interface RoomOddsChangesTable {
  id: Generated<number>;
  room_id: number;
  play_type: number;
  odds_hundredths: number;
  effective_from_ms: number;
}

export interface ScheduleVersionsTable {
  id: Generated<number>;
  first_sales_day: string;
  effective_from_ms: number;
  config_json: string;
  created_by: number;
  created_at_ms: number;
}

interface SchemaMigrationsTable {
  name: string;
  applied_at_ms: number;
}

export interface DepositChannelsTable {
  id: Generated<number>;
  kind: string;
  bank_name: string;
  branch: string;
  holder: string;
  account_number: string;
  network: string | null;
  address: string;
  currencies_json: string;
  min_minor: number;
  max_minor: number;
  instructions_json: string;
  sort_order: number;
  active: number;
}

/** When a player was last seen in a room (migration 022). */
interface RoomPresenceTable {
  user_id: number;
  room_id: number;
  seen_at_ms: number;
}
