/**
 * A deposit a player can complete and an operator can reconcile, in a real
 * browser against the real server: the demo player opens /Recharge, picks
 * USDT, sees the QR code, copies the address, submits an amount with the
 * transaction hash and a receipt; the operator sees the reference and the
 * receipt in the console's queue and approves; the balance rises once.
 * Screenshots in test-results/e2e/47*.png.
 */
import QRCode from "qrcode";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_DEPOSIT_CHANNELS } from "../../simulator/demo/seed-demo";
import { admin as adminTw } from "../../web/src/i18n/locales/admin/tw";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const USDT_ADDRESS = DEMO_DEPOSIT_CHANNELS.find((c) => c.kind === "usdt")!.address!;
const TX_HASH = "7d".repeat(32);

describe.runIf(chromiumAvailable())("a deposit from /Recharge to the console in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  async function withCookie(context: BrowserContext, cookie: string): Promise<void> {
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
  }
  const money = async (cookie: string) => (await trpcCall<{ moneyMinor: number }>(base(), "wallet.get", null, { cookie, method: "GET" })).data.moneyMinor;

  it(
    "the demo player pays by USDT with a hash and a receipt; the operator matches and approves; the balance rises once",
    async () => {
      const demo = await apiLogin(base(), "demo", "demo123");
      const before = await money(demo.cookie);
      const phone = await suite.newPhone();
      await phone.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
      await withCookie(phone, demo.cookie);
      const page = await phone.newPage();
      const errors = watchErrors(page);

      // The channel picker: bank transfer first (the demo's order), its details each with a copy button.
      await page.goto("/Recharge");
      await page.getByTestId("deposit-details").waitFor();
      expect(await page.getByTestId("deposit-details").getAttribute("data-kind")).toBe("bank");
      expect(await page.getByTestId("deposit-mode").innerText()).toContain(tw.deposit.modeUsdt);
      await screenshot(page, "470-deposit-channel-picker");

      // USDT: the network, the address and its QR code, drawn in the page.
      await page.getByTestId("deposit-mode").getByText(tw.deposit.modeUsdt, { exact: true }).click();
      await page.locator("[data-testid=deposit-details][data-kind=usdt]").waitFor();
      const qr = page.getByTestId("deposit-qr");
      await qr.waitFor();
      expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.getByTestId("deposit-network").innerText()).toBe("TRC20");
      expect(await page.getByTestId("deposit-address").innerText()).toBe(USDT_ADDRESS);
      expect(await page.getByTestId("recharge-currency").innerText()).toBe("USDT");
      await screenshot(page, "471-deposit-usdt-details");
      await page.getByTestId("deposit-copy-address").click();
      await page.locator(".adm-toast-main", { hasText: tw.deposit.copied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(USDT_ADDRESS);

      // The amount, the hash, a receipt (a real PNG); then the fund details show it under review.
      await page.locator("input[name=amount]").fill("250");
      await page.locator("input[name=txHash]").fill(TX_HASH);
      const receipt = await QRCode.toBuffer("a payment receipt", { type: "png" });
      await page.getByTestId("deposit-receipt-input").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: receipt });
      expect(await page.getByTestId("deposit-receipt-name").innerText()).toBe("receipt.png");
      await screenshot(page, "472-deposit-usdt-filled");
      await page.getByTestId("recharge-submit").click();
      await page.waitForURL((url) => url.pathname === "/CapitalDetail");
      const line = page.getByTestId("fund-item").filter({ hasText: TX_HASH }).first();
      await line.waitFor();
      expect(await line.getByTestId("fund-status").innerText()).toBe(tw.records.reviewPending);
      expect(await money(demo.cookie)).toBe(before);

      // The operator's queue: the channel, the reference and the receipt image; approved with a double click.
      const admin = await apiLogin(base(), "admin", "admin123");
      const operatorPhone = await suite.newPhone();
      await withCookie(operatorPhone, admin.cookie);
      const desk = await operatorPhone.newPage();
      const deskErrors = watchErrors(desk);
      await desk.goto("/admin/deposits");
      const card = desk.getByTestId("review-card").filter({ hasText: TX_HASH }).first();
      await card.waitFor();
      expect(await card.getAttribute("data-player")).toBe("demo");
      expect(await card.getByTestId("review-channel").innerText()).toBe("USDT TRC20");
      expect(await card.getByTestId("review-reference").innerText()).toBe(TX_HASH);
      const image = card.locator("[data-testid=review-receipt] img");
      await image.waitFor();
      await desk.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
      await card.scrollIntoViewIfNeeded();
      await screenshot(desk, "473-console-deposit-queue");
      const id = Number(await card.getAttribute("data-request-id"));
      await card.getByTestId("review-approve").dblclick();
      // The confirmation names the channel and reference; confirmed with a double click, it credits once.
      const confirmation = desk.locator("[data-testid=approve-dialog]:visible");
      expect(await confirmation.getByTestId("approve-reference").innerText()).toBe(TX_HASH);
      await confirmation.getByTestId("approve-confirm").dblclick();
      await desk.locator(".adm-toast-main", { hasText: adminTw.review.approved }).first().waitFor();
      await expect.poll(() => money(demo.cookie), { timeout: 10_000 }).toBe(before + 25_000);

      // Approving again, or a second request with the same hash, credits nothing more.
      await trpcCall(base(), "admin.deposits.approve", { id }, { cookie: admin.cookie });
      const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: demo.cookie, method: "GET" })).data;
      const usdt = channels.find((c) => c.kind === "usdt")!;
      await expect(trpcCall(base(), "wallet.recharge", { amount: "250", channelId: usdt.id, reference: { txHash: TX_HASH } }, { cookie: demo.cookie })).rejects.toThrow(/DEPOSIT_TX_HASH_CREDITED/);
      expect(await money(demo.cookie)).toBe(before + 25_000);

      // The channels page: both demo channels, each switchable.
      await desk.goto("/admin/deposit-channels");
      await desk.getByTestId("channel-card").first().waitFor();
      expect(await desk.getByTestId("channel-card").count()).toBe(2);
      await screenshot(desk, "474-console-deposit-channels");
      // A new channel through the editor; then switched off in one click: players no longer see it, the console still does.
      await desk.getByTestId("channel-add").click();
      const editor = desk.getByTestId("channel-new");
      await editor.getByTestId("channel-bankName").locator("input").fill("Cathay United");
      await editor.getByTestId("channel-holder").locator("input").fill("Demo Lottery Ltd.");
      await editor.getByTestId("channel-accountNumber").locator("input").fill("013-555-666777");
      await editor.getByTestId("channel-max").locator("input").fill("20000");
      await screenshot(desk, "475-console-deposit-channel-editor");
      await editor.getByTestId("channel-save").click();
      const added = desk.getByTestId("channel-card").filter({ hasText: "Cathay United" });
      await added.waitFor();
      const ids = async () => (await trpcCall<{ bankName: string }[]>(base(), "wallet.depositChannels", null, { cookie: demo.cookie, method: "GET" })).data.map((c) => c.bankName);
      expect(await ids()).toContain("Cathay United");
      await added.getByTestId("channel-toggle").click();
      await desk.locator("[data-testid=channel-card]", { hasText: "Cathay United" }).getByTestId("channel-state").filter({ hasText: adminTw.channels.off }).waitFor();
      expect(await ids()).not.toContain("Cathay United");
      expect(await desk.getByTestId("channel-card").count()).toBe(3);
      expect(errors).toEqual([]);
      expect(deskErrors).toEqual([]);
    },
    TIMEOUT,
  );
});
