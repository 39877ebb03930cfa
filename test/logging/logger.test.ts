import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logLevelFor, requestIdFrom } from "../../adapters/logging/logger";

describe("the logger", () => {
  it("is quiet under tests, info otherwise, LOG_LEVEL first", () => {
    expect(logLevelFor({ VITEST: "true" })).toBe("silent");
    expect(logLevelFor({})).toBe("info");
    expect(logLevelFor({ VITEST: "true", LOG_LEVEL: "debug" })).toBe("debug");
  });

  it("reuses a sane X-Request-Id and replaces anything else", () => {
    expect(requestIdFrom("abc-123_XYZ.9")).toBe("abc-123_XYZ.9");
    for (const bad of [null, undefined, "", "short", "has space in it", "x".repeat(65), "evil\nline"]) expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes JSON lines with secrets redacted", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) });
    createLogger({ LOG_LEVEL: "info" }, sink).info({ password: "hunter22", user: { token: "tok-secret", cardNumber: "6222020200112233" }, address: "TXyz" }, "hello");
    const text = lines.join("");
    const line = JSON.parse(text) as Record<string, unknown>;
    expect(line.msg).toBe("hello");
    for (const secret of ["hunter22", "tok-secret", "6222020200112233", "TXyz"]) expect(text).not.toContain(secret);
  });
});
