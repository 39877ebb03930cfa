import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkBankCard, checkPayoutMethod, checkVirtualWallet, maskAccountName } from "./payout-method-rules";

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);

describe("bank card", () => {
  const card = { acc: " Wang Xiaoming ", accName: " 6222021234567890 ", accBank: " Bank of Taiwan ", mark: "" };

  it("is stored trimmed", () => {
    expect(checkBankCard(card)).toEqual({
      ok: true,
      value: { type: 0, acc: "Wang Xiaoming", accName: "6222021234567890", accBank: "Bank of Taiwan", mark: "" },
    });
  });

  it("checks holder, card number, bank in that order", () => {
    expect(codeOf(checkBankCard({}))).toBe("PAYOUT_HOLDER_REQUIRED");
    expect(codeOf(checkBankCard({ acc: "  " }))).toBe("PAYOUT_HOLDER_REQUIRED");
    expect(codeOf(checkBankCard({ acc: "A" }))).toBe("PAYOUT_CARD_REQUIRED");
    expect(codeOf(checkBankCard({ acc: "A", accName: "1234567" }))).toBe("PAYOUT_CARD_INVALID");
    expect(codeOf(checkBankCard({ acc: "A", accName: "1".repeat(31) }))).toBe("PAYOUT_CARD_INVALID");
    expect(codeOf(checkBankCard({ acc: "A", accName: "1234 5678 9012" }))).toBe("PAYOUT_CARD_INVALID");
    expect(codeOf(checkBankCard({ acc: "A", accName: "12345678" }))).toBe("PAYOUT_BANK_REQUIRED");
    expect(codeOf(checkBankCard({ acc: "A", accName: "12345678", accBank: "B" }))).toBe("OK");
  });

  it("caps lengths", () => {
    expect(checkBankCard({ ...card, acc: "x".repeat(65) })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "holder", max: 64 } } });
    expect(codeOf(checkBankCard({ ...card, accBank: "x".repeat(65) }))).toBe("INVALID_INPUT");
    expect(codeOf(checkBankCard({ ...card, mark: "x".repeat(201) }))).toBe("INVALID_INPUT");
    expect(codeOf(checkBankCard({ ...card, acc: "a\u0000b" }))).toBe("INVALID_INPUT");
    expect(codeOf(checkBankCard({ ...card, acc: "王".repeat(64) }))).toBe("OK");
  });
});

describe("virtual wallet", () => {
  it("checks address then type, storing the type lowercase", () => {
    expect(codeOf(checkVirtualWallet({ accName: "trc20" }))).toBe("PAYOUT_ADDRESS_REQUIRED");
    expect(codeOf(checkVirtualWallet({ acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" }))).toBe("PAYOUT_WALLET_TYPE_REQUIRED");
    expect(codeOf(checkVirtualWallet({ acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "bep20" }))).toBe("PAYOUT_WALLET_TYPE_REQUIRED");
    expect(checkVirtualWallet({ acc: " 0xAbC123 ", accName: " ERC20 ", accBank: "ignored" })).toEqual({
      ok: true,
      value: { type: 1, acc: "0xAbC123", accName: "erc20", accBank: "", mark: "" },
    });
    expect(codeOf(checkVirtualWallet({ acc: "has space", accName: "omni" }))).toBe("INVALID_INPUT");
    expect(codeOf(checkVirtualWallet({ acc: "a".repeat(129), accName: "omni" }))).toBe("INVALID_INPUT");
  });

  it("dispatches on type", () => {
    expect(codeOf(checkPayoutMethod(0, {}))).toBe("PAYOUT_HOLDER_REQUIRED");
    expect(codeOf(checkPayoutMethod(1, {}))).toBe("PAYOUT_ADDRESS_REQUIRED");
  });
});

describe("masking", () => {
  it("hides all but the last 4 characters", () => {
    expect(maskAccountName("6222021234567890")).toBe("************7890");
    expect(maskAccountName("1234")).toBe("1234");
    expect(maskAccountName("")).toBe("");
    expect(maskAccountName("王小明先生")).toBe("*小明先生");
  });

  it("keeps the length and the last 4 characters, and shows nothing else", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 40 }), (text) => {
        const masked = maskAccountName(text);
        expect(masked.length).toBe(text.length);
        expect(masked.slice(-4)).toBe(text.slice(-4));
        expect(masked.slice(0, Math.max(0, text.length - 4))).toMatch(/^\**$/);
      }),
    );
  });
});
