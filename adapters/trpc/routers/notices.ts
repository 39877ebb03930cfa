import { z } from "zod";
import { announcements, inboxMessages, markMessageRead } from "../../../src/application/content/notices";
import { protectedProcedure, router, unwrap } from "../trpc";
import { id, pageRequest, pager } from "./inputs";

const page = z.object(pager).prefault({});

/** /Notice: the caller's in-site messages and the platform announcements. */
export const noticesRouter = router({
  /** The caller's own messages, newest first. */
  inbox: protectedProcedure.input(page).query(async ({ ctx, input }) => unwrap(await inboxMessages(ctx.services.deps, ctx.user.id, pageRequest(input)))),

  /** Announcements for the caller's language and for every language, newest first. */
  announcements: protectedProcedure.input(page).query(async ({ ctx, input }) => unwrap(await announcements(ctx.services.deps, ctx.lang, pageRequest(input)))),

  /** Marks one of the caller's messages read; another player's message is NOT_FOUND. */
  markRead: protectedProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => {
    unwrap(await markMessageRead(ctx.services.deps, ctx.user.id, input.id));
    return { ok: true as const };
  }),
});
