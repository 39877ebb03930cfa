import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { translate } from "../../adapters/i18n";
import type { TestServer } from "../support/server";
import { newPlayer, ok, sqliteServer, TEST_ORIGIN, type Player } from "../trpc/helpers";

/** The smallest real images: their first bytes are all the server trusts. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 26, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);
const HTML = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");

let server: TestServer;
let alice: Player;
let bob: Player;
let depositId: number;

beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server);
  bob = await newPlayer(server);
  const channel = ok(
    await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "usdt", network: "TRC20", address: "TQ5NUm3qTTVyJXc7CuVTZyPdhHSJqdrZUn", currencies: ["USDT"], min: "100", max: "5000" }),
  );
  depositId = (await alice.call.wallet.recharge({ amount: "200", channelId: channel.id, reference: { txHash: "ab".repeat(32) } })).id;
});
afterEach(() => server.close());

function upload(id: number, file: { name: string; bytes: Uint8Array; type?: string }, options: { token?: string | null; origin?: string | null; lang?: string } = {}) {
  const form = new FormData();
  form.append("receipt", new File([file.bytes.slice().buffer as ArrayBuffer], file.name, { type: file.type ?? "image/png" }));
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  if (options.token !== null) headers.cookie = `sid=${options.token ?? alice.token}`;
  if (options.lang) headers["x-lang"] = options.lang;
  return server.app.request(`${TEST_ORIGIN}/receipts/deposits/${id}`, { method: "POST", headers, body: form });
}

const fetchReceipt = (id: number, token: string | null) => server.app.request(`${TEST_ORIGIN}/receipts/deposits/${id}`, { headers: token ? { cookie: `sid=${token}` } : {} });
const stored = () => server.deps.store.read((tx) => tx.deposits.receiptInfo(depositId));

describe("POST /receipts/deposits/:id", () => {
  it("stores a PNG, JPEG or WebP receipt typed by its bytes, and serves it back to the player as an image that runs nothing", async () => {
    for (const [name, bytes, mime] of [["pay.webp", WEBP, "image/webp"], ["pay.JPG", JPEG, "image/jpeg"], ["pay.png", PNG, "image/png"]] as const) {
      const response = await upload(depositId, { name, bytes });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ receipt: { mime, sizeBytes: bytes.byteLength, fileName: name } });
    }
    const served = await fetchReceipt(depositId, alice.token);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="receipt-${depositId}.png"`);
    expect(served.headers.get("cache-control")).toContain("no-store");
  });

  it("refuses a 3 MB file, a page renamed .png, a path in the file name and a text file, storing nothing, in the caller's language", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG);
    const cases: [Response, number, string][] = [
      [await upload(depositId, { name: "big.png", bytes: big }, { lang: "en" }), 413, "RECEIPT_TOO_LARGE"],
      [await upload(depositId, { name: "receipt.png", bytes: HTML }, { lang: "en" }), 400, "RECEIPT_TYPE"],
      [await upload(depositId, { name: "../../etc/passwd.png", bytes: PNG }, { lang: "en" }), 400, "RECEIPT_NAME_INVALID"],
      [await upload(depositId, { name: "C:\\Users\\me\\pay.png", bytes: PNG }, { lang: "en" }), 400, "RECEIPT_NAME_INVALID"],
      [await upload(depositId, { name: "pay.html", bytes: PNG, type: "text/html" }, { lang: "en" }), 400, "RECEIPT_TYPE"],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe(code);
      expect(body.message).toBe(translate(code as never, "en", code === "RECEIPT_TOO_LARGE" ? { max_mb: 2 } : undefined));
    }
    const zh = await upload(depositId, { name: "receipt.png", bytes: HTML }, { lang: "zh" });
    expect(((await zh.json()) as { message: string }).message).toBe(translate("RECEIPT_TYPE", "zh"));
    expect(await stored()).toBeNull();
  });

  it("refuses another player's request, a guest, a cross-site form and a decided request; nothing is stored", async () => {
    expect((await upload(depositId, { name: "pay.png", bytes: PNG }, { token: bob.token })).status).toBe(404);
    expect((await upload(depositId, { name: "pay.png", bytes: PNG }, { token: null })).status).toBe(401);
    expect((await upload(depositId, { name: "pay.png", bytes: PNG }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(999_999, { name: "pay.png", bytes: PNG })).status).toBe(404);
    expect((await upload(0, { name: "pay.png", bytes: PNG })).status).toBe(404);
    expect(await stored()).toBeNull();
    const { rejectDeposit } = await import("../../src/application/wallet/review-deposit");
    ok(await rejectDeposit(server.deps, { depositId, operatorId: 1, remark: "no payment seen" }));
    const late = await upload(depositId, { name: "pay.png", bytes: PNG });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: string }).error).toBe("REQUEST_NOT_PENDING");
    expect(await stored()).toBeNull();
  });
});

describe("GET /receipts/deposits/:id", () => {
  it("serves the receipt to its player and to operators only", async () => {
    expect((await upload(depositId, { name: "pay.png", bytes: PNG })).status).toBe(200);
    const operator = await newPlayer(server, { role: "operator" });
    expect((await fetchReceipt(depositId, operator.token)).status).toBe(200);
    expect((await fetchReceipt(depositId, bob.token)).status).toBe(404);
    expect((await fetchReceipt(depositId, null)).status).toBe(401);
    // A request without a receipt answers the same as one that does not exist.
    const other = await bob.call.wallet.recharge({ amount: "100" });
    expect((await fetchReceipt(other.id, bob.token)).status).toBe(404);
  });
});
