import { z } from "zod";
import { activityFeed, MAX_ACTIVITY_FEED } from "../../../src/application/betting/activity-feed";
import { gameCatalogue } from "../../../src/application/games/game-catalogue";
import { articleById, homeContent } from "../../../src/application/content/home-content";
import { scheduleInForce } from "../../../src/application/rounds/schedule-in-force";
import { termsOf } from "../../../src/application/content/terms";
import { publicProcedure, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** The home and news pages: open to guests, so nothing personal. */
export const homeRouter = router({
  /** Banners, the scrolling notice, the news tops and tabs, in the caller's language. */
  content: publicProcedure.query(({ ctx }) => homeContent(ctx.services.deps, ctx.lang)),

  /** The user agreement in the caller's language (the default language's standing in), as HTML the client sanitises. */
  terms: publicProcedure.query(({ ctx }) => termsOf(ctx.services.deps, ctx.lang)),

  /** One news article with its HTML (the client sanitises before rendering). */
  article: publicProcedure.input(z.object({ id })).query(async ({ ctx, input }) => {
    const article = unwrap(await articleById(ctx.services.deps, input.id));
    return { id: article.id, tabId: article.tabId, lang: article.lang, title: article.title, contentHtml: article.contentHtml, createdAtMs: article.createdAtMs };
  }),

  /** The schedule rounds run on now (zone, sales window, round and close seconds): the texts that state it are built from it. */
  schedule: publicProcedure.query(({ ctx }) => scheduleInForce(ctx.services.deps)),

  /** Every game with its rooms (the home game list and /lottery). */
  games: publicProcedure.query(({ ctx }) => gameCatalogue(ctx.services.deps)),

  /** The scrolling feed of real recent wins: masked player, game, masked amount. */
  activity: publicProcedure
    .input(z.object({ limit: z.int().min(1).max(MAX_ACTIVITY_FEED).default(MAX_ACTIVITY_FEED) }).prefault({}))
    .query(async ({ ctx, input }) => {
      const entries = unwrap(await activityFeed(ctx.services.deps, input.limit));
      return entries.map((entry) => ({
        maskedUsername: entry.maskedUsername,
        simulated: entry.simulated,
        gameName: entry.gameName,
        playType: entry.playType,
        playKey: entry.playKey,
        maskedPayout: entry.maskedPayout,
        settledAtMs: entry.settledAtMs,
      }));
    }),
});
