import { chainAnchors } from "../../../../src/application/fairness/chain-anchors";
import { z } from "zod";
import { drawAudit } from "../../../../src/application/fairness/draw-audit";
import { checkLedger } from "../../../../src/application/operations/ledger-check";
import { protectionCounts } from "../../../../src/application/protection/player-protection";
import { dailyReport, roundReport } from "../../../../src/application/operations/reports";
import { drawProof } from "../../../../src/application/fairness/draw-proof";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { day, id, issue } from "../inputs";

/** A sales day as the date picker sends it ("2026-11-22"), as the issue prefix ("20261122"). */
const compact = (text: string) => text.replaceAll("-", "");

/** Stake, payout and house result by game and room, per day or per round; the draw audit. */
export const adminReportsRouter = router({
  /** Per sales day from..to (at most 92 days), by game and room; gameId null for every game. */
  daily: operatorProcedure
    .input(z.object({ from: day, to: day, gameId: id.nullable().default(null) }))
    .query(async ({ ctx, input }) => unwrap(await dailyReport(ctx.services.deps, { fromDay: compact(input.from), toDay: compact(input.to), gameId: input.gameId }))),

  /** Per round (issue) and room of one sales day; gameId null for every game. */
  rounds: operatorProcedure
    .input(z.object({ day, gameId: id.nullable().default(null) }))
    .query(async ({ ctx, input }) => unwrap(await roundReport(ctx.services.deps, { fromDay: compact(input.day), toDay: compact(input.day), gameId: input.gameId }))),

  /** Players protecting themselves: with limits set, with a raise waiting, on a time-out, self-excluded. */
  protection: operatorProcedure.query(async ({ ctx }) => unwrap(await protectionCounts(ctx.services.deps))),

  /** Every round of a sales day of a game: commitment, revealed seed, digits and verification status. */
  draws: operatorProcedure
    .input(z.object({ gameId: id, day }))
    .query(async ({ ctx, input }) => unwrap(await drawAudit(ctx.services.deps, { gameId: input.gameId, salesDay: compact(input.day) }))),

  /** A game's seed chains (anchor, length, creation time), public before a chain's first round is sold. */
  chains: operatorProcedure.input(z.object({ gameId: id })).query(({ ctx, input }) => chainAnchors(ctx.services.deps, input.gameId)),

  /** The ledger reconciled: every balance against its transfers, the total against zero, the accounts that disagree. */
  ledger: operatorProcedure.query(async ({ ctx }) => unwrap(await checkLedger(ctx.services.deps))),

  /** One round's full proof, the chain checked back to its anchor. */
  drawProof: operatorProcedure.input(z.object({ gameId: id, issue })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    return unwrap(await deps.store.read((tx) => drawProof(tx, deps.seedVault, input.gameId, input.issue)));
  }),
});
