import type { Minor } from "../money";
import type { RechargeCurrency } from "./recharge-rules";

/** How a player pays in: a transfer to the operator's bank account, or USDT to the operator's address. */
export type DepositChannelKind = "bank" | "usdt";
export type UsdtNetwork = "TRC20" | "ERC20";
export const USDT_NETWORKS: readonly UsdtNetwork[] = ["TRC20", "ERC20"];

/** The languages a channel's instructions may be written in (the app's five). */
export const INSTRUCTION_LANGS = ["zh", "tw", "en", "jp", "kor"] as const;
export type InstructionLang = (typeof INSTRUCTION_LANGS)[number];

/**
 * One way to pay in, set up by an operator: where the money goes (a bank
 * account, or a USDT address on one network), the currencies it takes (credited
 * 1:1), the amounts it accepts, what the player is told, its place in the list
 * and whether it is offered at all. A channel that has requests is switched
 * off, never deleted, so every request keeps the channel it named.
 */
export interface DepositChannel {
  readonly id: number;
  readonly kind: DepositChannelKind;
  /** Bank transfer: the bank, its branch, the account holder and number. Empty for USDT. */
  readonly bankName: string;
  readonly branch: string;
  readonly holder: string;
  readonly accountNumber: string;
  /** USDT: the network and the address. Null and empty for a bank. */
  readonly network: UsdtNetwork | null;
  readonly address: string;
  readonly currencies: readonly RechargeCurrency[];
  readonly minMinor: Minor;
  readonly maxMinor: Minor;
  /** What the player is told, per language; a language left out falls back to English. */
  readonly instructions: Readonly<Partial<Record<InstructionLang, string>>>;
  readonly sortOrder: number;
  readonly active: boolean;
}

/** How a channel is named on a request's fund line and in the queue: the bank, or "USDT TRC20". */
export const channelLabel = (channel: Pick<DepositChannel, "kind" | "bankName" | "network">): string =>
  channel.kind === "bank" ? channel.bankName : `USDT ${channel.network ?? ""}`.trim();
