import type { ErrorCode } from "../../src/domain/errors";
import type { NoticeKey } from "./notice-keys";

export type MessageKey = ErrorCode | NoticeKey;

/**
 * What every language file must satisfy: one text per key, no more, no less,
 * so a new error code that nobody translated fails the type check instead of
 * reaching a player as a bare code. Texts may hold `{name}` parameter slots.
 */
export type Dictionary = Readonly<Record<MessageKey, string>>;
