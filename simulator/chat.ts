import { postChatMessage } from "../src/application/chat/post-chat-message";
import type { ErrorCode, Result } from "../src/domain/errors";
import type { ChatMessage } from "../src/domain/chat/chat";
import type { ScheduledRound } from "../src/domain/rounds/schedule";
import type { Bot } from "./bot";
import { MIN_GAP_MS, WINDOW_MS } from "./chat-model";
import type { SimContext } from "./context";
import { expectChat } from "./expected";
import { checkAnswer } from "./invariants";

/**
 * Bots chat: now and then a short, friendly line from a fixed list, through
 * the real use case, at seeded instants of a round's betting window. Now and
 * then they get it wrong on purpose (too fast, or chatting while banned), and
 * every answer, refusals included, must be the one the model expects.
 */

/** What the bots say (the demo's bots too). Short, friendly, in the languages of the site. */
export const FRIENDLY_LINES: readonly string[] = [
  "Good luck everyone!",
  "Big this time?",
  "Nice win!",
  "gl hf",
  "Small again, I can feel it",
  "Congrats!",
  "大家好运！",
  "加油加油",
  "恭喜恭喜",
  "這把開大",
  "祝大家發財",
  "頑張って！",
  "おめでとう！",
  "모두 행운을 빌어요!",
  "축하해요!",
  "🍀🍀🍀",
];

type ChatMistakeKind = "chat-too-fast" | "chat-banned";

/** Chance per bot and round slot that it says something. */
const CHAT_RATE = 0.06;
/** Chance that what it does is a deliberate mistake (the banned bot always makes one when it speaks). */
const CHAT_MISTAKE_RATE = 0.2;
/** A flood's lines come just far enough apart to pass the gap rule, so the sixth hits the 5-per-minute rule. */
const FLOOD_GAP_MS = 2_100;
const FLOOD_LINES = 6;
/** Chat plans start early enough in the window for a whole flood to fit before betting closes. */
const PLAN_MARGIN_MS = 15_000;
/** One bot, silenced by the operator (there is no console use case for bans yet: the store, as the console would). */
export async function banOneChatter(ctx: SimContext, bots: readonly Bot[]): Promise<void> {
  if (bots.length < 2) return;
  const bot = ctx.rng.chat.pick(bots);
  await ctx.deps.store.transaction((tx) => tx.users.update(bot.userId, { chatBanned: true }));
  ctx.chat.banned.add(bot.userId);
}

type Step = { atMs: number; run: () => Promise<unknown> };

/**
 * What one bot says during a round, as timed steps for the round's action
 * list (empty most rounds): a line or two, or a deliberate mistake.
 */
export function chatPlan(ctx: SimContext, bot: Bot, round: ScheduledRound): Step[] {
  const rng = ctx.rng.chat;
  if (!rng.chance(CHAT_RATE)) return [];
  const span = round.closeAtMs - round.openAtMs - PLAN_MARGIN_MS;
  if (span <= 0) return [];
  const startMs = round.openAtMs + rng.int(span);
  const room = rng.pick(ctx.roomsOfGame.get(bot.favouriteGameId)!);
  const line = () => rng.pick(FRIENDLY_LINES);
  const say = (atMs: number, text: string, mistake: ChatMistakeKind | null): Step => ({ atMs, run: () => sendChat(ctx, bot, room.id, text, mistake) });

  if (ctx.chat.banned.has(bot.userId)) return [say(startMs, line(), "chat-banned")];
  // A deliberate "too fast" needs a quiet last minute, so that only the plan's own lines decide the answer.
  const quiet = (ctx.chat.lastAt(bot.userId) ?? Number.MIN_SAFE_INTEGER) <= startMs - WINDOW_MS;
  if (quiet && rng.chance(CHAT_MISTAKE_RATE)) {
    if (rng.chance(0.6)) {
      // Presses send twice: the second line within 2 s of the first.
      return [say(startMs, line(), null), say(startMs + rng.int(MIN_GAP_MS), line(), "chat-too-fast")];
    }
    // A flood: lines 2.1 s apart; the sixth within the minute is one too many.
    return Array.from({ length: FLOOD_LINES }, (_, i) => say(startMs + i * FLOOD_GAP_MS, line(), i === FLOOD_LINES - 1 ? "chat-too-fast" : null));
  }
  const steps = [say(startMs, line(), null)];
  // Sometimes a second line a few seconds later (which may or may not respect the gap: the model knows).
  if (rng.chance(0.3)) steps.push(say(startMs + rng.int(10_000), line(), null));
  return steps;
}

/** One chat line through the real use case; the answer must be the model's, and a refusal must leave no trace. */
async function sendChat(ctx: SimContext, bot: Bot, roomId: number, text: string, mistake: ChatMistakeKind | null): Promise<void> {
  const nowMs = ctx.clock.nowMs();
  const expected = expectChat(ctx.chat.view(bot.userId), nowMs, text);
  const label = `${mistake ? `mistake ${mistake}` : "chat"} by ${bot.username} in room ${roomId}`;
  const result: Result<ChatMessage, ErrorCode> = await postChatMessage(ctx.deps, { userId: bot.userId, roomId, text });
  checkAnswer(ctx.log, label, expected, result);
  if (mistake !== null) ctx.stats.mistake(mistake, expected !== "OK" && !result.ok && result.error.code === expected);
  if (result.ok) {
    ctx.stats.chat.posted += 1;
    const message = result.value;
    ctx.log.check(
      message.userId === bot.userId && message.roomId === roomId && message.text === text.trim() && message.createdAtMs === nowMs,
      () => `${label}: the stored line is not the one sent: ${JSON.stringify(message)}`,
    );
    // Recorded even when the model expected a refusal: the line exists, and the final check must account for it.
    ctx.chat.accepted({ userId: bot.userId, roomId, text: message.text, atMs: nowMs });
  } else {
    ctx.stats.chat.refused += 1;
  }
  const lastAt = await ctx.deps.store.read((tx) => tx.chat.lastAt(bot.userId));
  const modelLast = ctx.chat.lastAt(bot.userId);
  ctx.log.check(lastAt === modelLast, () => `${label}: the store's latest line of ${bot.username} is at ${lastAt}, the model says ${modelLast}`);
}

/** At the end of a run: every room holds exactly the lines that were accepted, in order. */
export async function checkChatLog(ctx: SimContext): Promise<void> {
  for (const [roomId] of ctx.roomById) {
    const stored = await ctx.deps.store.read((tx) => tx.chat.recent(roomId, 1_000_000));
    const expected = ctx.chat.lines.filter((line) => line.roomId === roomId);
    const same =
      stored.length === expected.length &&
      stored.every((m, i) => m.userId === expected[i]!.userId && m.text === expected[i]!.text && m.createdAtMs === expected[i]!.atMs);
    ctx.log.check(same, () => `room ${roomId} holds ${stored.length} chat lines, the model expects ${expected.length} (or they differ)`);
  }
}
