import { describe, expect, it } from "vitest";
import { checkBody, checkLanguage, checkLink, checkNotice, checkTitle } from "./content-rules";

describe("checkLink", () => {
  it("takes a path on this site or an https address, nothing that could run or leave for another scheme", () => {
    expect(checkLink("/banners/1.jpg", false)).toEqual({ ok: true, value: "/banners/1.jpg" });
    expect(checkLink(" https://cdn.example.com/a.png ", false)).toEqual({ ok: true, value: "https://cdn.example.com/a.png" });
    expect(checkLink("", true)).toEqual({ ok: true, value: "" });
    for (const bad of ["", "//evil.example/x", "http://plain.example", "javascript:alert(1)", "data:text/html,x", "/a b", "https://", "relative/path"]) {
      expect(checkLink(bad, false), bad).toEqual({ ok: false, error: { code: "LINK_INVALID" } });
    }
  });
});

describe("texts", () => {
  it("requires titles and bodies, lets the notice be empty, keeps line breaks in bodies", () => {
    expect(checkTitle(" ")).toEqual({ ok: false, error: { code: "TITLE_REQUIRED" } });
    expect(checkBody("")).toEqual({ ok: false, error: { code: "CONTENT_REQUIRED" } });
    expect(checkBody("line one\nline two\tend")).toEqual({ ok: true, value: "line one\nline two\tend" });
    expect(checkBody("bell\u0007")).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkNotice("")).toEqual({ ok: true, value: "" });
    expect(checkTitle("x".repeat(121))).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "title", max: 120 } } });
  });

  it("knows the five content languages", () => {
    expect(checkLanguage("kor")).toEqual({ ok: true, value: "kor" });
    expect(checkLanguage("fr")).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "lang" } } });
  });
});
