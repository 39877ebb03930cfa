import { fail, ok, type Result } from "../errors";
import { INSTRUCTION_LANGS, USDT_NETWORKS, type DepositChannel, type DepositChannelKind, type InstructionLang, type UsdtNetwork } from "./deposit-channel";
import { formatMoney, parseMoney, type MoneyRefusal } from "../money";
import { isRechargeCurrency, RECHARGE_MINIMUM_MINOR, type RechargeCurrency } from "./recharge-rules";

/** What an operator sends to create or edit a channel (raw: every field is checked here). */
export interface DepositChannelInput {
  readonly kind: unknown;
  readonly bankName?: unknown;
  readonly branch?: unknown;
  readonly holder?: unknown;
  readonly accountNumber?: unknown;
  readonly network?: unknown;
  readonly address?: unknown;
  readonly currencies: unknown;
  readonly min: unknown;
  readonly max: unknown;
  readonly instructions?: unknown;
  readonly sortOrder?: unknown;
  readonly active?: unknown;
}

const TEXT_MAX = 64;
const INSTRUCTIONS_MAX = 500;
/** TRC20 addresses are base58 starting with T (34 characters); ERC20 addresses are 0x and 40 hex digits. */
const ADDRESS: Readonly<Record<UsdtNetwork, RegExp>> = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ };

const invalid = <T>(field: string, extra: Record<string, string | number> = {}): Result<T, "INVALID_INPUT"> => fail("INVALID_INPUT", { field, ...extra });

function text(value: unknown, field: string, required: boolean, max = TEXT_MAX): Result<string, "INVALID_INPUT" | "NAME_REQUIRED"> {
  if (value === undefined || value === null) return required ? fail("NAME_REQUIRED", { field }) : ok("");
  if (typeof value !== "string") return invalid(field);
  const trimmed = value.trim();
  if (required && trimmed === "") return fail("NAME_REQUIRED", { field });
  if (Array.from(trimmed).length > max || /\p{Cc}/u.test(trimmed.replace(/\n/g, ""))) return invalid(field, { max });
  return ok(trimmed);
}

/**
 * A channel as an operator may set it: a bank needs its bank, holder and
 * account number; USDT its network and an address of that network's form.
 * Currencies come from SPEC section 5's list (at least one); the minimum is
 * never below the recharge minimum of 100 and at most the maximum.
 */
export function checkDepositChannel(input: DepositChannelInput): Result<Omit<DepositChannel, "id">, "CURRENCY_UNKNOWN" | "INVALID_INPUT" | "NAME_REQUIRED" | "RECHARGE_MINIMUM" | MoneyRefusal> {
  if (input.kind !== "bank" && input.kind !== "usdt") return invalid("kind");
  const kind: DepositChannelKind = input.kind;
  const bankName = text(input.bankName, "bankName", kind === "bank");
  if (!bankName.ok) return bankName;
  const branch = text(input.branch, "branch", false);
  if (!branch.ok) return branch;
  const holder = text(input.holder, "holder", kind === "bank");
  if (!holder.ok) return holder;
  const accountNumber = text(input.accountNumber, "accountNumber", kind === "bank");
  if (!accountNumber.ok) return accountNumber;
  if (kind === "bank" && !/^[0-9 -]{6,34}$/.test(accountNumber.value)) return invalid("accountNumber");

  let network: UsdtNetwork | null = null;
  let address = "";
  if (kind === "usdt") {
    if (!USDT_NETWORKS.includes(input.network as UsdtNetwork)) return invalid("network");
    network = input.network as UsdtNetwork;
    const given = text(input.address, "address", true);
    if (!given.ok) return given;
    if (!ADDRESS[network].test(given.value)) return invalid("address");
    address = given.value;
  }

  if (!Array.isArray(input.currencies) || input.currencies.length === 0) return invalid("currencies");
  const currencies: RechargeCurrency[] = [];
  for (const value of input.currencies) {
    const code = typeof value === "string" ? value.trim().toUpperCase() : "";
    if (!isRechargeCurrency(code)) return fail("CURRENCY_UNKNOWN");
    if (!currencies.includes(code)) currencies.push(code);
  }

  const min = parseMoney(input.min);
  if (!min.ok) return min;
  const max = parseMoney(input.max);
  if (!max.ok) return max;
  if (min.value < RECHARGE_MINIMUM_MINOR) return fail("RECHARGE_MINIMUM", { minimum: formatMoney(RECHARGE_MINIMUM_MINOR) });
  if (max.value < min.value) return invalid("max", { min: formatMoney(min.value) });

  const instructions: Partial<Record<InstructionLang, string>> = {};
  if (input.instructions !== undefined && input.instructions !== null) {
    if (typeof input.instructions !== "object" || Array.isArray(input.instructions)) return invalid("instructions");
    for (const [lang, value] of Object.entries(input.instructions as Record<string, unknown>)) {
      if (!(INSTRUCTION_LANGS as readonly string[]).includes(lang)) return invalid("instructions");
      const checked = text(value, `instructions.${lang}`, false, INSTRUCTIONS_MAX);
      if (!checked.ok) return checked;
      if (checked.value !== "") instructions[lang as InstructionLang] = checked.value;
    }
  }

  const sortOrder = input.sortOrder ?? 0;
  if (typeof sortOrder !== "number" || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 10_000) return invalid("sortOrder");
  const active = input.active ?? true;
  if (typeof active !== "boolean") return invalid("active");

  return ok({
    kind,
    bankName: kind === "bank" ? bankName.value : "",
    branch: kind === "bank" ? branch.value : "",
    holder: kind === "bank" ? holder.value : "",
    accountNumber: kind === "bank" ? accountNumber.value : "",
    network,
    address,
    currencies,
    minMinor: min.value,
    maxMinor: max.value,
    instructions,
    sortOrder,
    active,
  });
}

/** A channel's instructions in a language, else English, else any. */
export function instructionsIn(channel: Pick<DepositChannel, "instructions">, lang: string): string {
  const byLang = channel.instructions as Partial<Record<string, string>>;
  return byLang[lang] ?? channel.instructions.en ?? Object.values(channel.instructions)[0] ?? "";
}
