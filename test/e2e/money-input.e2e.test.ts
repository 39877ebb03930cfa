/**
 * Money fields in a real browser against the real server (issue 37, item 1):
 * "-100", "1e3", "10.555" and "abc" typed into the deposit amount, the
 * withdrawal amount, the room's stake, a protection limit and the console's
 * gift and correction stay exactly as typed, the translated reason shows
 * under the field, and pressing the form's button sends nothing. A minus sign
 * is taken only by the console's correction. Screenshots 38-*.png (en and tw).
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MoneyRefusal } from "../../src/domain/money";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { fieldMessage } from "./support/money-field";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const ROOM_PATH = "/betRoom?id=11&game_id=1&name=Singapore&title=Beginner";
const LANG_TYPE = { tw: "2", en: "3" } as const;

/** What a person might type, and what the field must say about it (fields that take no minus sign). */
const TYPED: readonly (readonly [string, MoneyRefusal])[] = [
  ["-100", "MONEY_NEGATIVE"],
  ["1e3", "MONEY_INVALID"],
  ["10.555", "MONEY_TOO_MANY_DECIMALS"],
  ["abc", "MONEY_INVALID"],
];

/** The calls that would move money or change a limit: none may leave the page while a field is refused. */
const MONEY_CALLS = /\/trpc\/(?:[\w.]+,)*(?:wallet\.recharge|wallet\.withdraw|bet\.place|protection\.setLimit|admin\.funds\.(?:gift|adjust)|admin\.games\.saveRoom|admin\.depositChannels\.save)(?:[,?]|$)/;

describe.runIf(chromiumAvailable())("money fields in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** A phone signed in with `cookie` in `lang`; every money call the page makes is recorded in `sent`. */
  async function phone(cookie: string, lang: keyof typeof LANG_TYPE = "tw"): Promise<{ page: Page; errors: string[]; sent: string[] }> {
    const context = await suite.newPhone();
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    await context.addInitScript(([locale, type]) => {
      localStorage.setItem("locale", locale);
      localStorage.setItem("localetype", type);
    }, [lang, LANG_TYPE[lang]] as const);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on("request", (request: Request) => {
      if (MONEY_CALLS.test(request.url())) sent.push(`${request.method()} ${request.url()}`);
    });
    return { page, errors: watchErrors(page), sent };
  }

  /** A new player with 500.00 from the operator, signed in through the API. */
  async function playerWithMoney(username: string): Promise<{ id: number; cookie: string }> {
    const player = await registerInvitedPlayer(base(), username);
    const admin = await apiLogin(base(), "admin", "admin123");
    await trpcCall(base(), "admin.funds.gift", { userId: player.id, amount: "500", requestId: `e2e-${username}`, reason: "welcome" }, { cookie: admin.cookie });
    return player;
  }
  const balanceOf = async (cookie: string) => (await trpcCall<{ moneyMinor: number }>(base(), "wallet.get", null, { cookie, method: "GET" })).data.moneyMinor;

  /** Types each refused text into the field and presses `submit`: kept as typed, the reason under it, nothing sent. */
  async function refusesEach(page: Page, sent: string[], testId: string, submit: () => Promise<void>, messages: { moneyInput: Record<MoneyRefusal, string> } = tw) {
    const input = page.getByTestId(testId).locator("input");
    expect(await input.getAttribute("type")).toBe("text");
    expect(await input.getAttribute("inputmode")).toBe("decimal");
    for (const [typed, code] of TYPED) {
      await input.fill("");
      await input.pressSequentially(typed);
      expect(await input.inputValue(), `${testId}: ${typed}`).toBe(typed);
      expect(await fieldMessage(page, testId), `${testId}: ${typed}`).toBe(messages.moneyInput[code]);
      await submit();
      await page.waitForTimeout(300);
      expect(await fieldMessage(page, testId), `${testId}: ${typed} after submit`).toBe(messages.moneyInput[code]);
      expect(await input.inputValue()).toBe(typed);
      expect(sent, `${testId}: ${typed}`).toEqual([]);
    }
  }

  it(
    "the deposit and withdrawal amounts keep -100, 1e3, 10.555 and abc as typed, say why under the field in tw and en, and send nothing",
    async () => {
      const player = await playerWithMoney(`mi${Date.now() % 1_000_000}`);
      for (const lang of ["tw", "en"] as const) {
        const messages = lang === "tw" ? tw : en;
        const { page, errors, sent } = await phone(player.cookie, lang);
        await page.goto("/Recharge");
        await page.getByTestId("recharge-amount").waitFor();
        await refusesEach(page, sent, "recharge-amount", () => page.getByTestId("recharge-submit").click(), messages);
        await page.getByTestId("recharge-amount").locator("input").fill("-100");
        expect(await fieldMessage(page, "recharge-amount")).toBe(messages.moneyInput.MONEY_NEGATIVE);
        await page.getByTestId("recharge-amount").scrollIntoViewIfNeeded();
        await screenshot(page, `38-money-deposit-refused-${lang}`);

        await page.goto("/Withdraw");
        await page.getByTestId("withdraw-money").waitFor();
        await refusesEach(page, sent, "withdraw-amount", () => page.getByTestId("withdraw-submit").click(), messages);
        // The refusal is answered on the spot, not by sending the player off to bind a card first.
        expect(new URL(page.url()).pathname).toBe("/Withdraw");
        if (lang === "tw") await screenshot(page, "38-money-withdraw-refused-tw");
        // A plain amount clears the message.
        await page.getByTestId("withdraw-amount").locator("input").fill("100.5");
        expect(await fieldMessage(page, "withdraw-amount", "none")).toBeNull();
        expect(errors).toEqual([]);
      }
      expect(await balanceOf(player.cookie)).toBe(50_000);
    },
    TIMEOUT,
  );

  it(
    "the room's stake and a protection limit refuse the same texts under the field, and no bet or limit is sent",
    async () => {
      const player = await playerWithMoney(`ms${Date.now() % 1_000_000}`);
      const { page, errors, sent } = await phone(player.cookie);
      await page.goto(ROOM_PATH);
      await page.getByTestId("bet-panel").waitFor();
      await waitForOpen(page, 8);
      await page.getByTestId("play-1").click();
      await refusesEach(page, sent, "stake-input", () => page.getByTestId("bet-submit").click());
      // No confirm dialog opened for a stake that is not an amount.
      expect(await page.locator(".adm-dialog").count()).toBe(0);
      await screenshot(page, "38-money-stake-refused-tw");
      // A quick stake puts a plain amount back, and the message goes.
      await page.getByTestId("stake-10").click();
      expect(await fieldMessage(page, "stake-input", "none")).toBeNull();
      expect(await page.getByTestId("stake-input").locator("input").inputValue()).toBe("10.00");

      const protection = async () => (await trpcCall<{ limits: unknown }>(base(), "protection.get", null, { cookie: player.cookie, method: "GET" })).data.limits;
      const limitsBefore = await protection();
      await page.goto("/protection");
      await page.getByTestId("limit-deposit-day").click();
      await page.getByTestId("limit-editor").waitFor();
      await refusesEach(page, sent, "limit-amount", () => page.getByTestId("limit-save").click());
      await screenshot(page, "38-money-limit-refused-tw");
      expect(await protection()).toEqual(limitsBefore);
      expect(await balanceOf(player.cookie)).toBe(50_000);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "the console's gift refuses them too; its correction takes a minus sign but not an exponent or a third decimal",
    async () => {
      const player = await playerWithMoney(`mc${Date.now() % 1_000_000}`);
      const admin = await apiLogin(base(), "admin", "admin123");
      const { page, errors, sent } = await phone(admin.cookie);
      await page.goto(`/admin/player?id=${player.id}`);
      await page.getByTestId("money-actions").waitFor();
      await page.getByTestId("money-reason").locator("input").fill("e2e");
      await refusesEach(page, sent, "money-amount", () => page.getByTestId("money-submit").click());
      expect(await page.locator(".adm-dialog").count()).toBe(0);
      await screenshot(page, "38-money-gift-refused-tw");

      // The second choice is the correction (gift, adjust, freeze, unfreeze).
      await page.getByTestId("money-action").locator(".adm-selector-item").nth(1).click();
      const input = page.getByTestId("money-amount").locator("input");
      await input.fill("-100");
      expect(await fieldMessage(page, "money-amount", "none")).toBeNull();
      for (const [typed, code] of [["1e3", "MONEY_INVALID"], ["-10.555", "MONEY_TOO_MANY_DECIMALS"], ["abc", "MONEY_INVALID"]] as const) {
        await input.fill(typed);
        expect(await fieldMessage(page, "money-amount"), typed).toBe(tw.moneyInput[code]);
        await page.getByTestId("money-submit").click();
        await page.waitForTimeout(300);
        expect(await page.locator(".adm-dialog").count()).toBe(0);
      }
      expect(sent).toEqual([]);
      expect(await balanceOf(player.cookie)).toBe(50_000);

      // The console's other amounts: a room's stakes and a deposit channel's minimum.
      await page.goto("/admin/games");
      const room = page.getByTestId("room-card").first();
      await room.waitFor();
      await room.getByTestId("room-minStake").locator("input").fill("-1");
      expect(await fieldMessage(room, "room-minStake")).toBe(tw.moneyInput.MONEY_NEGATIVE);
      await room.getByTestId("room-maxStake").locator("input").fill("1e3");
      await room.getByTestId("room-save").click();
      await page.waitForTimeout(300);
      expect(await room.getByTestId("room-maxStake").locator("input").inputValue()).toBe("1e3");
      await room.getByTestId("room-maxStake").scrollIntoViewIfNeeded();
      await screenshot(page, "38-money-room-refused-tw");
      await page.goto("/admin/deposit-channels");
      await page.getByTestId("channel-edit").first().click();
      await page.getByTestId("channel-min").locator("input").fill("10.555");
      expect(await fieldMessage(page, "channel-min")).toBe(tw.moneyInput.MONEY_TOO_MANY_DECIMALS);
      await page.getByTestId("channel-save").click();
      await page.waitForTimeout(300);
      await page.getByTestId("channel-min").scrollIntoViewIfNeeded();
      await screenshot(page, "38-money-channel-refused-tw");
      expect(sent).toEqual([]);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
