import { z } from "zod";
import { noticePreferences } from "../../../src/application/notifications/notice-preferences";
import { setNoticePreferences } from "../../../src/application/notifications/set-notice-preferences";
import { subscribePush } from "../../../src/application/notifications/subscribe-push";
import { unsubscribePush } from "../../../src/application/notifications/unsubscribe-push";
import { MAX_CLOSING_ROOMS } from "../../../src/domain/notifications/notice";
import { protectedProcedure, router, unwrap } from "../trpc";

/** A bound on what is read at all; the use case checks the endpoint itself (subscription-rules). */
const endpoint = z.string().min(1).max(2_000);

/** Web push (issue 39): the server's public key, the browser's subscription, and the player's notice toggles. */
export const notificationsRouter = router({
  /** The VAPID public key the browser subscribes with; null when this server sends no push (no keys configured). */
  publicKey: protectedProcedure.query(({ ctx }) => ({ publicKey: ctx.services.push?.publicKey ?? null })),

  /** Keeps this browser's subscription (PushSubscription.toJSON()); its notices are written in the request's language. */
  subscribe: protectedProcedure
    .input(z.object({ endpoint, keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }) }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await subscribePush(ctx.services.deps, { userId: ctx.user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, lang: ctx.lang, allowLocal: ctx.services.testMode })),
    ),

  /** Forgets this browser's subscription of the player (another player's stays). */
  unsubscribe: protectedProcedure.input(z.object({ endpoint })).mutation(({ ctx, input }) => unsubscribePush(ctx.services.deps, { userId: ctx.user.id, endpoint: input.endpoint })),

  /** The toggles and how many browsers are subscribed. */
  preferences: protectedProcedure.query(({ ctx }) => noticePreferences(ctx.services.deps, ctx.user.id)),

  /** Sets every toggle at once; closingRooms lists the rooms whose rounds' last 30 seconds the player wants to hear of. */
  setPreferences: protectedProcedure
    .input(z.object({ deposit: z.boolean(), withdrawal: z.boolean(), win: z.boolean(), closingRooms: z.array(z.number().int().positive()).max(MAX_CLOSING_ROOMS) }))
    .mutation(async ({ ctx, input }) => unwrap(await setNoticePreferences(ctx.services.deps, { userId: ctx.user.id, preferences: input }))),
});
