import { describe, expect, it } from "vitest";
import { checkDepositChannel, instructionsIn } from "./deposit-channel-rules";

const bank = { kind: "bank", bankName: "Bank of Taiwan", holder: "Lottery Ltd.", accountNumber: "004-1234-5678901", currencies: ["twd", "USD", "TWD"], min: "100", max: "500000" };
const usdt = { kind: "usdt", network: "TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", currencies: ["USDT"], min: 100, max: "100000.50" };

describe("deposit channels", () => {
  it("takes a bank account or a USDT address with its currencies (deduplicated, upper-cased) and limits", () => {
    expect(checkDepositChannel(bank)).toMatchObject({ ok: true, value: { kind: "bank", network: null, address: "", currencies: ["TWD", "USD"], minMinor: 10_000, maxMinor: 50_000_000, active: true, sortOrder: 0 } });
    expect(checkDepositChannel(usdt)).toMatchObject({ ok: true, value: { kind: "usdt", bankName: "", network: "TRC20", maxMinor: 10_000_050 } });
    expect(checkDepositChannel({ ...usdt, network: "ERC20", address: "0x52908400098527886E0F7030069857D2E4169EE7" })).toMatchObject({ ok: true });
  });

  it("refuses what a player could not pay into, or a minimum below 100", () => {
    const code = (input: Record<string, unknown>) => {
      const checked = checkDepositChannel(input as never);
      return checked.ok ? "OK" : checked.error.code;
    };
    expect(code({ ...bank, kind: "cash" })).toBe("INVALID_INPUT");
    expect(code({ ...bank, holder: " " })).toBe("NAME_REQUIRED");
    expect(code({ ...bank, accountNumber: "abc" })).toBe("INVALID_INPUT");
    expect(code({ ...usdt, network: "OMNI" })).toBe("INVALID_INPUT");
    expect(code({ ...usdt, address: "0x52908400098527886E0F7030069857D2E4169EE7" })).toBe("INVALID_INPUT");
    expect(code({ ...usdt, network: "ERC20" })).toBe("INVALID_INPUT");
    expect(code({ ...bank, currencies: [] })).toBe("INVALID_INPUT");
    expect(code({ ...bank, currencies: ["BTC"] })).toBe("CURRENCY_UNKNOWN");
    expect(code({ ...bank, min: "99.99" })).toBe("RECHARGE_MINIMUM");
    expect(code({ ...bank, min: "500", max: "400" })).toBe("INVALID_INPUT");
    expect(code({ ...bank, instructions: { xx: "hi" } })).toBe("INVALID_INPUT");
    expect(code({ ...bank, instructions: { en: "x".repeat(501) } })).toBe("INVALID_INPUT");
    expect(code({ ...bank, active: "yes" })).toBe("INVALID_INPUT");
  });

  it("tells the player in their language, else in English", () => {
    const channel = { instructions: { en: "Pay here", tw: "請轉帳" } };
    expect(instructionsIn(channel, "tw")).toBe("請轉帳");
    expect(instructionsIn(channel, "jp")).toBe("Pay here");
    expect(instructionsIn({ instructions: {} }, "en")).toBe("");
  });
});
