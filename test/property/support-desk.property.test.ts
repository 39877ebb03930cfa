import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignConversation } from "../../src/application/support/assign-conversation";
import { markSupportRead } from "../../src/application/support/mark-support-read";
import { postSupportMessage } from "../../src/application/support/post-support-message";
import { setConversationStatus } from "../../src/application/support/set-conversation-status";
import { staffReply } from "../../src/application/support/staff-reply";
import { supportUnread } from "../../src/application/support/support-unread";
import { inTransaction } from "../../src/application/unit-of-work";
import type { User } from "../../src/domain/accounts/user";
import { unreadCount } from "../../src/domain/support/message-rules";
import type { Store } from "../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../support/app";
import { forEachStore } from "../support/stores";

type Step =
  | { readonly kind: "post"; readonly player: number }
  | { readonly kind: "reply"; readonly operator: number; readonly player: number }
  | { readonly kind: "read"; readonly side: "customer" | "staff"; readonly operator: number; readonly player: number; readonly back: number }
  | { readonly kind: "assign"; readonly operator: number; readonly player: number; readonly to: number | null }
  | { readonly kind: "status"; readonly operator: number; readonly player: number; readonly close: boolean };

const PLAYERS = 3;
const OPERATORS = 2;
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const operator = fc.integer({ min: 0, max: OPERATORS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("post" as const), player }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("reply" as const), operator, player }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("read" as const), side: fc.constantFrom("customer" as const, "staff" as const), operator, player, back: fc.integer({ min: 0, max: 3 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("assign" as const), operator, player, to: fc.option(operator, { nil: null }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("status" as const), operator, player, close: fc.boolean() }), weight: 1 },
);

/**
 * Issue 38's property: for random interleavings of messages, reads,
 * assignments and closes by several operators and players (steps of a batch
 * run at the same time), every acknowledged message is stored once, the
 * thread is numbered 1..n without a gap, each sender's messages keep their
 * order, read marks only move forward within the thread, and the unread
 * counts equal the other side's messages after each mark.
 */
forEachStore((name, open) => {
  describe(`the support desk under interleavings (${name})`, () => {
    let store: Store;
    let app: TestApp;
    beforeAll(async () => {
      store = await open();
      app = await testApp(store, { games: false });
    });
    afterAll(() => store.close());

    it("stores every acknowledged message once, in order, and counts unread exactly", async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), async (batches) => {
          run += 1;
          const players: User[] = [];
          const operators: User[] = [];
          for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(app, { username: `r${run}p${i}` }));
          for (let i = 0; i < OPERATORS; i++) {
            const staff = await createPlayer(app, { username: `r${run}s${i}` });
            await inTransaction(app.deps, ({ tx }) => tx.users.update(staff.id, { role: "operator" }));
            operators.push(staff);
          }
          const conversationOf = (p: number) => store.read((tx) => tx.support.conversationOf({ kind: "player", userId: players[p]!.id }));
          /** Texts acknowledged to their sender, per conversation owner, in the order of their batches. */
          const acknowledged = new Map<number, string[][]>();
          const lastMarks = new Map<number, { customer: number; staff: number }>();
          let counter = 0;
          for (const batch of batches) {
            // A minute between batches: the pace never refuses here; what is tested is the interleaving.
            app.clock.advance(61_000);
            const sent = new Map<number, string[]>();
            await Promise.all(
              batch.map(async (s) => {
                const conversation = await conversationOf(s.player);
                const text = `m${(counter += 1)}`;
                if (s.kind === "post") {
                  const posted = await postSupportMessage(app.deps, { customer: { kind: "player", userId: players[s.player]!.id }, text, address: null, lang: "en" });
                  expect(posted.ok, JSON.stringify(posted)).toBe(true);
                  sent.set(s.player, [...(sent.get(s.player) ?? []), text]);
                  return;
                }
                if (conversation === null) return;
                const operatorId = operators[s.operator]!.id;
                if (s.kind === "reply") {
                  expect((await staffReply(app.deps, { operatorId, conversationId: conversation.id, text })).ok).toBe(true);
                  sent.set(s.player, [...(sent.get(s.player) ?? []), text]);
                } else if (s.kind === "read") {
                  const viewer = s.side === "customer" ? { kind: "player" as const, userId: players[s.player]!.id } : { kind: "staff" as const, operatorId };
                  expect((await markSupportRead(app.deps, { viewer, conversationId: conversation.id, seq: Math.max(0, conversation.lastSeq - s.back) })).ok).toBe(true);
                } else if (s.kind === "assign") {
                  expect((await assignConversation(app.deps, { operatorId, conversationId: conversation.id, assigneeId: s.to === null ? null : operators[s.to]!.id })).ok).toBe(true);
                } else {
                  expect((await setConversationStatus(app.deps, { operatorId, conversationId: conversation.id, status: s.close ? "closed" : "open" })).ok).toBe(true);
                }
              }),
            );
            for (const [p, texts] of sent) acknowledged.set(p, [...(acknowledged.get(p) ?? []), texts]);

            for (let p = 0; p < PLAYERS; p++) {
              const conversation = await conversationOf(p);
              if (conversation === null) {
                expect(acknowledged.get(p)).toBeUndefined();
                continue;
              }
              const messages = await store.read((tx) => tx.support.messagesAfter(conversation.id, 0, 1000));
              // Numbered 1..n, no gap, no repeat; the conversation knows its last number.
              expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
              expect(conversation.lastSeq).toBe(messages.length);
              // Every acknowledged text once, the automatic reply once, nothing else; batches in order.
              const texts = messages.filter((m) => m.author !== "system").map((m) => m.text);
              const batchesOf = acknowledged.get(p) ?? [];
              expect([...texts].sort()).toEqual(batchesOf.flat().sort());
              expect(messages.filter((m) => m.author === "system")).toHaveLength(1);
              const batchIndex = (text: string) => batchesOf.findIndex((b) => b.includes(text));
              const order = texts.map(batchIndex);
              expect(order).toEqual([...order].sort((a, b) => a - b));
              // Marks within the thread, never back; unread = the other side's messages after the mark.
              const before = lastMarks.get(p) ?? { customer: 0, staff: 0 };
              expect(conversation.customerReadSeq).toBeGreaterThanOrEqual(before.customer);
              expect(conversation.staffReadSeq).toBeGreaterThanOrEqual(before.staff);
              expect(Math.max(conversation.customerReadSeq, conversation.staffReadSeq)).toBeLessThanOrEqual(conversation.lastSeq);
              lastMarks.set(p, { customer: conversation.customerReadSeq, staff: conversation.staffReadSeq });
              const expectedCustomer = unreadCount(messages, "customer", conversation.customerReadSeq);
              expect(await store.read((tx) => tx.support.unreadCount(conversation.id, "customer"))).toBe(expectedCustomer);
              expect(await supportUnread(app.deps, { customer: { kind: "player", userId: players[p]!.id } })).toBe(expectedCustomer);
              expect(await store.read((tx) => tx.support.unreadCount(conversation.id, "staff"))).toBe(unreadCount(messages, "staff", conversation.staffReadSeq));
            }
          }
        }),
        { numRuns: name === "sqlite" ? 30 : 12 },
      );
    }, 240_000);
  });
});
