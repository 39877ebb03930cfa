import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { followBet, type FollowBetRefusal } from "../../src/application/betting/follow-bet";
import type { PlacedBets } from "../../src/application/betting/order";
import { placeBet, type PlaceBetRefusal } from "../../src/application/betting/place-bet";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../src/application/wallet/request-withdrawal";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { DomainFailure, type ErrorCode, type Result } from "../../src/domain/errors";
import type { StoreTx } from "../../src/ports/store";

type RefusalOf<F> = F extends (...args: never[]) => Promise<Result<unknown, infer C>> ? C : never;

/**
 * A use case names what it can refuse in its type (Result<T, C>), and the
 * compiler holds it to that: a refusal outside C does not compile. These
 * checks run in `npm run typecheck` (expectTypeOf is a compile-time check)
 * and fail it when a use case's refusals widen to "any code" again.
 */
describe("refusals in the types", () => {
  it("placeBet answers a placed order or one of its own refusals, nothing wider", () => {
    expectTypeOf(placeBet).returns.resolves.toEqualTypeOf<Result<PlacedBets, PlaceBetRefusal>>();
    expectTypeOf<"ROUND_CLOSED" | "INSUFFICIENT_FUNDS" | "STAKE_BELOW_MINIMUM">().toMatchTypeOf<RefusalOf<typeof placeBet>>();
    // Not a code placeBet can answer: the withdrawal rules are not a bet's.
    expectTypeOf<"WITHDRAW_TURNOVER">().not.toMatchTypeOf<RefusalOf<typeof placeBet>>();
    expectTypeOf<ErrorCode>().not.toMatchTypeOf<RefusalOf<typeof placeBet>>();
  });

  it("a follow-bet adds only its own two refusals to a bet's", () => {
    expectTypeOf<Exclude<RefusalOf<typeof followBet>, PlaceBetRefusal>>().toEqualTypeOf<"NOT_FOUND" | "FOLLOW_NOT_CURRENT_ROUND">();
    expectTypeOf<RefusalOf<typeof followBet>>().toEqualTypeOf<FollowBetRefusal>();
  });

  it("wallet requests do not answer bet refusals", () => {
    expectTypeOf<"ROUND_CLOSED">().not.toMatchTypeOf<RefusalOf<typeof requestRecharge>>();
    expectTypeOf<"ROUND_CLOSED">().not.toMatchTypeOf<RefusalOf<typeof requestWithdrawal>>();
    expectTypeOf<"WITHDRAW_TURNOVER" | "SECURITY_CODE_WRONG">().toMatchTypeOf<RefusalOf<typeof requestWithdrawal>>();
  });

  it("a unit of work refuses only with the codes its Work names, and its Result says so", async () => {
    const tx = {} as StoreTx;
    const store = { transaction: <T>(run: (tx: StoreTx) => Promise<T>) => run(tx) };
    const deps = { store, events: { publish: () => {} } } as unknown as Parameters<typeof inTransaction>[0];
    const result = await inTransaction(deps, async (work: Work<"NOT_FOUND">) => work.refuse("NOT_FOUND", { id: 7 }));
    expectTypeOf(result).toEqualTypeOf<Result<never, "NOT_FOUND">>();
    expect(result).toEqual({ ok: false, error: { code: "NOT_FOUND", params: { id: 7 } } });
    // @ts-expect-error a code the Work does not name does not compile
    const refuseOther = (work: Work<"NOT_FOUND">) => work.refuse("ROUND_CLOSED");
    expect(refuseOther).toBeTypeOf("function");
    // A helper that refuses with nothing takes any unit of work; one that refuses needs a Work that names its code.
    expectTypeOf<Work<"NOT_FOUND" | "ROUND_CLOSED">>().toMatchTypeOf<Work<"NOT_FOUND">>();
    expectTypeOf<Work<"ROUND_CLOSED">>().not.toMatchTypeOf<Work<"NOT_FOUND">>();
    expectTypeOf<Work<"ROUND_CLOSED">>().toMatchTypeOf<Work>();
    expect(new DomainFailure({ code: "NOT_FOUND" }).error.code).toBe("NOT_FOUND");
  });

  it("only the unit of work throws a refusal: every other code refuses through a Refuse<C> it was handed", () => {
    const root = resolve(import.meta.dirname, "../..");
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
      });
    const throwing = ["src", "adapters", "simulator"]
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => /throw new DomainFailure\b/.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path));
    expect(throwing).toEqual(["src/application/unit-of-work.ts"]);
  });
});
