import { describe, expect, it } from "vitest";
import { PLAY_TYPE, PLAY_TYPES, playTypeDef } from "../../../../src/domain/betting/outcome";
import { chatTarget } from "./chat-url";
import { dayOfIssue, historyStart } from "./day";
import { readNewsQuery } from "./news";
import { linkTo, parseId } from "./query";
import { sumRangeOf } from "./sum-range";

describe("the rules' sum ranges, read from the play-type table", () => {
  const range = (playType: number) => sumRangeOf(playTypeDef(playType)!);

  it("match SPEC section 5", () => {
    expect(range(PLAY_TYPE.big)).toEqual({ kind: "run", from: 14, to: 27 });
    expect(range(PLAY_TYPE.small)).toEqual({ kind: "run", from: 0, to: 13 });
    expect(range(PLAY_TYPE.single)).toEqual({ kind: "odd", from: 1, to: 27 });
    expect(range(PLAY_TYPE.double)).toEqual({ kind: "even", from: 0, to: 26 });
    expect(range(PLAY_TYPE.big_single)).toEqual({ kind: "odd", from: 15, to: 27 });
    expect(range(PLAY_TYPE.small_single)).toEqual({ kind: "odd", from: 1, to: 13 });
    expect(range(PLAY_TYPE.big_double)).toEqual({ kind: "even", from: 14, to: 26 });
    expect(range(PLAY_TYPE.small_double)).toEqual({ kind: "even", from: 0, to: 12 });
    expect(range(PLAY_TYPE.extreme_big)).toEqual({ kind: "run", from: 22, to: 27 });
    expect(range(PLAY_TYPE.extreme_small)).toEqual({ kind: "run", from: 0, to: 5 });
    expect(range(107)).toEqual({ kind: "one", from: 7, to: 7 });
  });

  it("describe every play type", () => {
    for (const def of PLAY_TYPES) expect(sumRangeOf(def), def.key).not.toBeNull();
  });
});

describe("the chat frame's target", () => {
  const origin = "https://lottery.example";

  it("frames same-origin pages, opens other sites outside", () => {
    expect(chatTarget("/customer", origin)).toEqual({ kind: "frame", src: "/customer" });
    expect(chatTarget("https://lottery.example/help/?room=1#top", origin)).toEqual({ kind: "frame", src: "/help/?room=1#top" });
    expect(chatTarget("https://chat.other.example/widget", origin)).toEqual({ kind: "external", href: "https://chat.other.example/widget" });
    expect(chatTarget("//evil.example/x", origin)).toEqual({ kind: "external", href: "https://evil.example/x" });
  });

  it("is the site's own desk (/chat) for no link, a non-web scheme or the frame screen itself", () => {
    for (const link of ["", "  ", "javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,hi", "/IFrame/", "http://[bad"]) {
      expect(chatTarget(link, origin), link).toEqual({ kind: "frame", src: "/chat" });
    }
  });

  it("passes a topic to our own chat page only, keeping its other query", () => {
    expect(chatTarget("", origin, "password")).toEqual({ kind: "frame", src: "/chat?topic=password" });
    expect(chatTarget("/Chat/?x=1#end", origin, "password")).toEqual({ kind: "frame", src: "/chat?x=1&topic=password#end" });
    expect(chatTarget("https://lottery.example/chat?topic=other", origin, "password")).toEqual({ kind: "frame", src: "/chat?topic=password" });
    expect(chatTarget("/customer", origin, "password")).toEqual({ kind: "frame", src: "/customer" });
    expect(chatTarget("https://chat.other.example/widget", origin, "password")).toEqual({ kind: "external", href: "https://chat.other.example/widget" });
  });
});

describe("days", () => {
  it("read the sales day from an issue number", () => {
    expect(dayOfIssue("20261122001")).toBe("2026-11-22");
    expect(dayOfIssue("202611222620")).toBe("2026-11-22");
    expect(dayOfIssue("2026")).toBeNull();
  });

  it("start the history at most 366 days back, never before 2018-01-01", () => {
    expect(historyStart("2026-11-22")).toBe("2025-11-22");
    expect(historyStart("2024-12-31")).toBe("2024-01-01");
    expect(historyStart("2018-06-01")).toBe("2018-01-01");
  });
});

describe("links", () => {
  it("read ids strictly", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1.5", "1e3", "abc", "99999999999999999"]) expect(parseId(bad)).toBeNull();
  });

  it("encode their query", () => {
    expect(linkTo("/trendChart", { game_id: 2, name: "New Zealand" })).toBe("/trendChart?game_id=2&name=New+Zealand");
  });

  it("read /aticleDetail's news item (the original JSON form) or a plain id", () => {
    const news = (value: string) => readNewsQuery(new URLSearchParams({ news: value }));
    expect(news(JSON.stringify({ id: 7, title: "T", content: "<p>x</p>" }))).toEqual({ id: 7, title: "T", contentHtml: "<p>x</p>" });
    expect(news(JSON.stringify({ title: "T", content: "<p>x</p>" }))).toEqual({ id: null, title: "T", contentHtml: "<p>x</p>" });
    expect(news("not json")).toEqual({ id: null, title: null, contentHtml: null });
    expect(news("[1,2]")).toEqual({ id: null, title: null, contentHtml: null });
    expect(news(JSON.stringify({ id: "x", title: 3, content: {} }))).toEqual({ id: null, title: null, contentHtml: null });
    expect(readNewsQuery(new URLSearchParams({ id: "5" }))).toEqual({ id: 5, title: null, contentHtml: null });
  });
});
