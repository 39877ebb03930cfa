/**
 * Issue 37, item 19, in a real browser against the real server (20 s rounds):
 * a room's join_limit is checked when the player enters, not while they stay.
 * A player who walks into the Beginner room (join limit 10.00) with exactly
 * 10.00 and bets 5.00 is still let back in from the room list and on a reload
 * (the server remembers them in the room), and bets on; a player below the
 * limit who never entered is refused, with the translated refusal.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { shownUnits } from "./support/money";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const GAME = 1;
const GAME_NAME = "Singapore";
const BEGINNER_ROOM = 11;
const LANGS = [
  { lang: "tw", texts: tw },
  { lang: "en", texts: en },
] as const;

describe.runIf(chromiumAvailable())("room entry and the join limit in Chromium (phone 390x844)", () => {
  const suite = browserSuite();

  async function signedInPage(cookie: string, lang: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  /** A new player given `amount` by the operator. */
  async function playerWith(username: string, amount: string): Promise<{ id: number; cookie: string }> {
    const base = suite.server.baseUrl;
    const registered = await registerInvitedPlayer(base, username);
    const admin = await apiLogin(base, "admin", "admin123");
    await trpcCall(base, "admin.funds.gift", { userId: registered.id, amount, requestId: `e2e-${username}`, reason: "welcome" }, { cookie: admin.cookie });
    return registered;
  }

  /** Bets `stake` on big through the bet bar and its confirm dialog; answers the HTTP status of bet.place. */
  async function bet(page: Page, stake: string, confirm: string): Promise<number> {
    await page.getByTestId("stake-input").locator("input").fill(stake);
    await page.getByTestId("play-1").click();
    await page.getByTestId("bet-submit").click();
    const placed = page.waitForResponse((response) => response.url().includes("bet.place"));
    await page.locator(".adm-dialog-button", { hasText: confirm }).click();
    return (await placed).status();
  }

  for (const { lang, texts } of LANGS) {
    it(
      `(${lang}) a player who entered with the limit and lost part of it is let back in and bets on; one below it who never entered is refused`,
      async () => {
        const stamp = Date.now() % 1_000_000;
        const player = await playerWith(`entry${lang}${stamp}`, "10");
        const { page, errors } = await signedInPage(player.cookie, lang);

        await page.goto(`/lottery?id=${GAME}&name=${GAME_NAME}`);
        await page.getByTestId("room-card").first().click();
        await page.waitForURL((url) => url.pathname === "/betRoom");
        await page.getByTestId("bet-panel").waitFor();
        // Early in a round, so that the bet is not settled before the player is back (rounds are 20 s).
        await waitForOpen(page, 14);
        expect(await bet(page, "5", texts.room.confirm)).toBe(200);
        await expect.poll(async () => shownUnits(await page.getByTestId("room-balance").innerText())).toBe(5);

        // 5.00 is below the room's 10.00, but the player is still in the room: the list lets them back in...
        await page.goto(`/lottery?id=${GAME}&name=${GAME_NAME}`);
        await page.getByTestId("room-card").first().waitFor();
        expect(shownUnits(await page.getByTestId("lottery-balance").innerText())).toBe(5);
        await page.getByTestId("room-card").first().click();
        await page.waitForURL((url) => url.pathname === "/betRoom");
        await page.getByTestId("bet-panel").waitFor();
        // ...and so does a reload of the room, which then takes another bet.
        await page.reload();
        await page.getByTestId("bet-panel").waitFor();
        expect(await page.locator(".room-refused").count()).toBe(0);
        await waitForOpen(page, 6);
        expect(await bet(page, "1", texts.room.confirm), "the server takes the bet of a player in the room").toBe(200);
        await page.getByTestId("room-balance").scrollIntoViewIfNeeded();
        await screenshot(page, `37-room-reentry-${lang}`);

        // A player with as little who never entered: refused on a direct link, with the limit in the refusal.
        const poor = await playerWith(`poor${lang}${stamp}`, "5");
        const other = await signedInPage(poor.cookie, lang);
        await other.page.goto(`/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=${GAME_NAME}&title=Beginner`);
        const refusal = texts.room.joinRefused.replace("{{limit}}", "10.00");
        await other.page.locator(".room-refused", { hasText: refusal }).waitFor();
        expect(await other.page.getByTestId("bet-panel").count()).toBe(0);
        await screenshot(other.page, `37-room-entry-refused-${lang}`);

        expect(errors).toEqual([]);
        expect(other.errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
