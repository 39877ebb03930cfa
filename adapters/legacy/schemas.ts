import { z } from "zod";
import type { DomainError, ErrorCode, ErrorParams } from "../../src/domain/errors";
import type { LegacyParams } from "./params";

/**
 * The legacy calls' parameters, declared per route as zod schemas (as tRPC
 * declares its inputs) from the field kinds below. The wire is loose (a form
 * sends every value as text, an emptied field as "", axios sends numbers), so
 * each kind reads what the original's clients send; a field present but of
 * the wrong kind is refused as INVALID_INPUT naming the field, never taken as
 * absent. The first refusal in the schema's field order is the answer, so a
 * schema lists its fields in the order the call checks them.
 */

/** A refusal a field kind raises: its code and parameters; the field's name is added unless `named` is false. */
interface FieldRefusal {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly named?: false;
}

function refuse(ctx: z.RefinementCtx, refusal: FieldRefusal = { code: "INVALID_INPUT" }): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message: refusal.code, params: { refusal } });
  return z.NEVER;
}

/** Not sent, or null. */
const isMissing = (value: unknown): value is undefined | null => value === undefined || value === null;
/** Not sent, null, or an empty string (what an emptied form field sends). */
const isBlank = (value: unknown): boolean => isMissing(value) || (typeof value === "string" && value.trim() === "");

/** Strings and finite numbers as text; anything else is not text. */
const asText = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;

/** Optional text; INVALID_INPUT when present but not a string or a number. */
export const optionalText = z.unknown().transform((value, ctx): string | undefined => {
  if (isMissing(value)) return undefined;
  return asText(value) ?? refuse(ctx);
});

/** Text handed to a use case that answers a missing value itself (credentials): anything not text is absent. */
export const passedText = z.unknown().transform((value): string | undefined => asText(value));

/** Optional text where "" means absent (a date of the filter drawer). */
export const optionalNonBlankText = z.unknown().transform((value, ctx): string | undefined => {
  if (isBlank(value)) return undefined;
  return asText(value) ?? refuse(ctx);
});

function idOf(value: unknown): number | undefined {
  const raw = asText(value)?.trim();
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** An optional positive id (game_id, channel_id): absent when blank. */
export const optionalId = z.unknown().transform((value, ctx): number | undefined => (isBlank(value) ? undefined : (idOf(value) ?? refuse(ctx))));

/** A required positive id (plan_id, order_id). */
export const requiredId = z.unknown().transform((value, ctx): number => idOf(value) ?? refuse(ctx));

/** A positive id, or absent when blank or not an id (heart's plan_id: a viewer count is never worth a refusal). */
export const lenientId = z.unknown().transform((value): number | undefined => idOf(value));

/** An optional small non-negative integer no larger than `max` (type codes, tabs, pages). */
export const optionalCount = (max: number) =>
  z.unknown().transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const raw = asText(value)?.trim();
    if (raw === undefined || !/^\d{1,9}$/.test(raw)) return refuse(ctx);
    const count = Number(raw);
    return count <= max ? count : refuse(ctx, { code: "INVALID_INPUT", params: { max } });
  });

/** 0 bank card, 1 virtual wallet: required. */
export const payoutType = z.unknown().transform((value, ctx): 0 | 1 => {
  const raw = asText(value)?.trim();
  return raw === "0" ? 0 : raw === "1" ? 1 : refuse(ctx);
});

/** A string (not absurdly long) or a number, as the core's parseMoney takes it; anything else is not an amount. */
const amountOf = (value: unknown, ctx: z.RefinementCtx): string | number =>
  (typeof value === "string" && value.length <= 32) || typeof value === "number" ? value : refuse(ctx, { code: "MONEY_INVALID" });

/** A wire amount, read by the use case (parseMoney); absent when not sent. */
export const rawAmount = z.unknown().transform((value, ctx): string | number | undefined => (isMissing(value) ? undefined : amountOf(value, ctx)));

/** A wire amount where "" means absent (recharge without an amount asks where to pay). */
export const blankableAmount = z.unknown().transform((value, ctx): string | number | undefined => (isBlank(value) ? undefined : amountOf(value, ctx)));

/** The answer to a refused schema: the first field's refusal, with the field's name. */
function refusalOf(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? "body");
  const refusal = (issue as { params?: { refusal?: FieldRefusal } } | undefined)?.params?.refusal ?? { code: "INVALID_INPUT" as const };
  if (refusal.named === false) return refusal.params ? { code: refusal.code, params: refusal.params } : { code: refusal.code };
  return { code: refusal.code, params: { field, ...refusal.params } };
}

/** A route's parameters read by its schema, or the refusal to answer. */
export function readWith<S extends z.ZodObject>(schema: S, params: LegacyParams): { ok: true; value: z.output<S> } | { ok: false; error: DomainError } {
  // A field not sent reaches its kind as null, so each kind decides what missing means (zod would stop at undefined).
  const sent: Record<string, unknown> = { ...params };
  for (const key of Object.keys(schema.shape)) sent[key] ??= null;
  const parsed = schema.safeParse(sent);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: refusalOf(parsed.error) };
}

/** A field kind that refuses with its own code and no field name (BET_EMPTY, BET_TOO_MANY). */
export function refuseUnnamed(ctx: z.RefinementCtx, code: ErrorCode): typeof z.NEVER {
  return refuse(ctx, { code, named: false });
}

export { refuse as refuseField };
