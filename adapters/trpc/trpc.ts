import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { DomainFailure, type DomainError, type ErrorCode, type Result } from "../../src/domain/errors";
import { GROUP } from "../../src/domain/accounts/user";
import { translate } from "../i18n";
import { withGroupedAmounts } from "../i18n/grouped-amounts";
import { isSameSiteRequest } from "../http/request-info";
import { unstorableField } from "../http/storable-text";
import type { Context } from "./context";
import { currentLogger } from "../logging/request-context";

/** The tRPC status that best describes a domain error; the precise reason travels as `appCode`. */
function trpcCodeOf(code: ErrorCode): TRPC_ERROR_CODE_KEY {
  switch (code) {
    case "NOT_LOGGED_IN":
    case "SESSION_INVALID":
      return "UNAUTHORIZED";
    case "FORBIDDEN":
      return "FORBIDDEN";
    case "LOGIN_THROTTLED":
    case "LOGIN_SLOW_DOWN":
    case "SIGNUP_LIMITED":
    case "SECURITY_CODE_LOCKED":
    case "CHAT_TOO_FAST":
    case "SUPPORT_TOO_FAST":
    case "SUPPORT_GUESTS_LIMIT":
      return "TOO_MANY_REQUESTS";
    case "NOT_FOUND":
    case "USER_NOT_FOUND":
    case "GAME_NOT_FOUND":
    case "ROOM_NOT_FOUND":
      return "NOT_FOUND";
    default:
      return "BAD_REQUEST";
  }
}

/** Throws a domain error as a tRPC error that the client can translate by its code. */
export function refuseWith(error: DomainError): never {
  throw new TRPCError({ code: trpcCodeOf(error.code), message: error.code, cause: new DomainFailure(error) });
}

/** The value of a use case's result, or its coded refusal. */
export function unwrap<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) refuseWith(result.error);
  return result.value;
}

/** The domain error behind any tRPC error: its own, a zod validation failure, or an internal one. */
function domainErrorOf(error: TRPCError): DomainError {
  if (error.cause instanceof DomainFailure) return error.cause.error;
  if (error.cause instanceof ZodError) {
    const issue = error.cause.issues[0];
    return { code: "INVALID_INPUT", params: { field: issue?.path.join(".") || "input" } };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") return { code: "INVALID_INPUT" };
  return { code: "INVALID_INPUT" };
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const domain = domainErrorOf(error);
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      message: internal ? translate("INTERNAL_ERROR", ctx?.lang ?? "tw") : translate(domain.code, ctx?.lang ?? "tw", withGroupedAmounts(domain.params, ctx?.lang ?? "tw")),
      data: { ...shape.data, stack: undefined, appCode: internal ? "INTERNAL_ERROR" : domain.code, params: domain.params ?? null },
    };
  },
  sse: {
    // Keep proxies from closing a quiet room stream, and let clients notice a dead one.
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 25_000 },
  },
});

/** Unexpected failures are logged; refusals are answers, not errors. */
export function logInternalError({ error }: { error: TRPCError }): void {
  if (error.code === "INTERNAL_SERVER_ERROR") currentLogger().error({ err: error.cause ?? error }, "procedure failed");
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: mutations from another site are refused (cookie sessions
 * are the browser's), and so is input holding text no store keeps
 * (storable-text.ts), whatever the procedure's own schema says.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, type, next, getRawInput }) => {
  if (type === "mutation" && !isSameSiteRequest(ctx.request, ctx.authVia)) refuseWith({ code: "FORBIDDEN" });
  // Unreadable input is left to the procedure's own parsing, which words that refusal.
  const unstorable = unstorableField(await getRawInput().catch(() => undefined));
  if (unstorable !== null) refuseWith({ code: "INVALID_INPUT", params: { field: unstorable } });
  return next();
});

/** A signed-in player (groups 1-3). */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) refuseWith({ code: ctx.sessionProblem ?? "NOT_LOGGED_IN" });
  if (ctx.user.role !== "player") refuseWith({ code: "FORBIDDEN" });
  return next({ ctx: { user: ctx.user } });
});

/** An agent (group 3): the team and the subordinates' bets. */
export const agentProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.groupId !== GROUP.agent) refuseWith({ code: "FORBIDDEN" });
  return next();
});

/** An operator: the console. Players and agents are refused whatever their group. */
export const operatorProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) refuseWith({ code: ctx.sessionProblem ?? "NOT_LOGGED_IN" });
  if (ctx.user.role !== "operator") refuseWith({ code: "FORBIDDEN" });
  return next({ ctx: { user: ctx.user } });
});
