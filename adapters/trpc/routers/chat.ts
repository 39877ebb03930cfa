import { z } from "zod";
import { postChatMessage } from "../../../src/application/chat/post-chat-message";
import { DEFAULT_ROOM_CHAT, MAX_ROOM_CHAT, roomChat } from "../../../src/application/chat/room-chat";
import { CHAT_MAX_CHARS } from "../../../src/domain/chat/chat";
import { protectedProcedure, publicProcedure, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** Bounded before parsing anything large; the domain answers too long (in characters, not UTF-16 units) with its own code. */
const MAX_TEXT_SENT = CHAT_MAX_CHARS * 4;

/** A room's chat: players speak, everyone in the room reads (new lines arrive on live.room as "chat" events). */
export const chatRouter = router({
  post: protectedProcedure.input(z.object({ roomId: id, text: z.string().max(MAX_TEXT_SENT) })).mutation(async ({ ctx, input }) => {
    const message = unwrap(await postChatMessage(ctx.services.deps, { userId: ctx.user.id, roomId: input.roomId, text: input.text }));
    return { id: message.id, roomId: message.roomId, text: message.text, createdAtMs: message.createdAtMs };
  }),

  recent: publicProcedure
    .input(z.object({ roomId: id, limit: z.int().min(1).max(MAX_ROOM_CHAT).default(DEFAULT_ROOM_CHAT) }))
    .query(async ({ ctx, input }) => unwrap(await roomChat(ctx.services.deps, { roomId: input.roomId, limit: input.limit, viewerId: ctx.user?.id ?? null }))),
});
