import type { DomainError } from "../../src/domain/errors";
import { translate, type Lang, type NoticeKey } from "../i18n";

/** The reply every legacy call sends: HTTP 200 (but for 401) with `{ code, msg, time, data }`. */
export interface LegacyReply {
  readonly code: number;
  readonly msg: unknown;
  readonly data: unknown;
  /** `data` already serialised (a prebuilt reply, see heart): sent as is in place of `data`. */
  readonly dataJson?: string;
  readonly httpStatus?: 200 | 401;
}

export const LEGACY_CODE = { ok: 1, fail: 0, notLoggedIn: 401, sessionInvalid: 50014 } as const;

export const success = (data: unknown, msg: unknown = ""): LegacyReply => ({ code: LEGACY_CODE.ok, msg, data });

/** A success whose `msg` is a translated notice ("order placed successfully"). */
export const successWith = (lang: Lang, key: NoticeKey, data: unknown = null): LegacyReply => success(data, translate(key, lang));

/** A refusal in the caller's language. Session problems get the codes on which clients reload. */
export function failure(error: DomainError, lang: Lang): LegacyReply {
  if (error.code === "NOT_LOGGED_IN") return { code: LEGACY_CODE.notLoggedIn, msg: translate("PLEASE_LOG_IN", lang), data: null, httpStatus: 401 };
  if (error.code === "SESSION_INVALID") return { code: LEGACY_CODE.sessionInvalid, msg: translate("SESSION_EXPIRED", lang), data: null };
  return { code: LEGACY_CODE.fail, msg: translate(error.code, lang, error.params), data: null };
}

export const envelope = (reply: LegacyReply, nowMs: number) => ({ code: reply.code, msg: reply.msg, time: Math.floor(nowMs / 1000), data: reply.data });

/** The envelope as the JSON text sent; a prebuilt `dataJson` goes in without being parsed or serialised again. */
export function envelopeJson(reply: LegacyReply, nowMs: number): string {
  if (reply.dataJson === undefined) return JSON.stringify(envelope(reply, nowMs));
  return `{"code":${reply.code},"msg":${JSON.stringify(reply.msg)},"time":${Math.floor(nowMs / 1000)},"data":${reply.dataJson}}`;
}
