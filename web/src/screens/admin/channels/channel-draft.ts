import { formatMoney } from "../../../../../src/domain/money";
import type { RouterInputs, RouterOutputs } from "../../../trpc";

export type ConsoleChannel = RouterOutputs["admin"]["depositChannels"]["list"][number];
export type ChannelSave = RouterInputs["admin"]["depositChannels"]["save"];
export const INSTRUCTION_LANGS = ["tw", "zh", "en", "jp", "kor"] as const;

/** The editor's fields, as the operator types them (the server checks them all). */
export interface ChannelDraft {
  readonly kind: "bank" | "usdt";
  readonly bankName: string;
  readonly branch: string;
  readonly holder: string;
  readonly accountNumber: string;
  readonly network: "TRC20" | "ERC20";
  readonly address: string;
  readonly currencies: readonly string[];
  readonly min: string;
  readonly max: string;
  readonly sortOrder: string;
  readonly instructions: Readonly<Record<(typeof INSTRUCTION_LANGS)[number], string>>;
  readonly active: boolean;
}

export const NEW_CHANNEL: ChannelDraft = {
  kind: "bank",
  bankName: "",
  branch: "",
  holder: "",
  accountNumber: "",
  network: "TRC20",
  address: "",
  currencies: ["TWD"],
  min: "100",
  max: "50000",
  sortOrder: "0",
  instructions: { tw: "", zh: "", en: "", jp: "", kor: "" },
  active: true,
};

export function draftOf(channel: ConsoleChannel): ChannelDraft {
  const said = channel.instructions as Partial<Record<string, string>>;
  return {
    kind: channel.kind,
    bankName: channel.bankName,
    branch: channel.branch,
    holder: channel.holder,
    accountNumber: channel.accountNumber,
    network: channel.network ?? "TRC20",
    address: channel.address,
    currencies: [...channel.currencies],
    min: formatMoney(channel.minMinor),
    max: formatMoney(channel.maxMinor),
    sortOrder: String(channel.sortOrder),
    instructions: { tw: said.tw ?? "", zh: said.zh ?? "", en: said.en ?? "", jp: said.jp ?? "", kor: said.kor ?? "" },
    active: channel.active,
  };
}

/** What is sent: only the kind's own fields; an order that is not a whole number goes as -1 for the server to refuse in words. */
export function saveInput(id: number | null, draft: ChannelDraft, requestId: string): ChannelSave {
  const order = /^\d{1,5}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder.trim()) : -1;
  const place =
    draft.kind === "bank"
      ? { bankName: draft.bankName, branch: draft.branch, holder: draft.holder, accountNumber: draft.accountNumber }
      : { network: draft.network, address: draft.address };
  return {
    id,
    kind: draft.kind,
    ...place,
    currencies: [...draft.currencies],
    min: draft.min.trim(),
    max: draft.max.trim(),
    instructions: Object.fromEntries(Object.entries(draft.instructions).filter(([, text]) => text.trim() !== "")),
    sortOrder: order,
    active: draft.active,
    requestId,
  };
}
