import { describe, expect, it } from "vitest";
import { langOfTag, systemLang } from "../i18n/languages";
import { directionOf, isTabPath, normalizePath } from "./paths";
import { accessOf, findRoute, indexOfPath, NOT_FOUND_INDEX, ROUTES } from "./table";

describe("route paths", () => {
  it("match without regard to case or a trailing slash", () => {
    expect(normalizePath("/BetRecord")).toBe(normalizePath("/betrecord"));
    expect(normalizePath("/betRecord/")).toBe("/betrecord");
    expect(normalizePath("")).toBe("/");
    expect(findRoute("/LOGIN")?.path).toBe("/login");
    expect(findRoute("/Language/")?.path).toBe("/language");
    expect(findRoute("/nowhere")).toBeUndefined();
    expect(indexOfPath("/nowhere")).toBe(NOT_FOUND_INDEX);
  });

  it("SPEC section 2's guard: six open routes (and, issue 38, the support chat and the password reset link), guests on / only, everything else (built or not) needs a session", () => {
    for (const path of ["/login", "/register", "/language", "/setSecurityCode", "/setsecuritycode", "/customer", "/iframe", "/chat", "/reset-password", "/LOGIN"]) {
      expect(accessOf(path), path).toBe("open");
    }
    expect(accessOf("/")).toBe("guest");
    for (const path of ["/personal", "/wallet", "/BetRecord", "/betRoom", "/lottery", "/nowhere"]) expect(accessOf(path), path).toBe("login");
  });

  it("the tab bar shows on home, wallet, customer service, my account (and /room)", () => {
    expect(["/", "/wallet", "/customer", "/personal", "/room", "/Personal"].every(isTabPath)).toBe(true);
    expect(isTabPath("/login")).toBe(false);
  });

  it("slides forward to a deeper screen and back to a shallower one", () => {
    expect(directionOf(indexOfPath("/"), indexOfPath("/login"))).toBe("forward");
    expect(directionOf(indexOfPath("/register"), indexOfPath("/login"))).toBe("back");
    expect(directionOf(0, 0)).toBe("none");
  });

  it("every built route has a unique path and a meta index", () => {
    const paths = ROUTES.map((r) => normalizePath(r.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(Number.isInteger(route.index)).toBe(true);
  });
});

describe("follow system", () => {
  it("maps browser languages to the product's five", () => {
    expect(langOfTag("zh-TW")).toBe("tw");
    expect(langOfTag("zh-HK")).toBe("tw");
    expect(langOfTag("zh-Hant-MO")).toBe("tw");
    expect(langOfTag("zh-CN")).toBe("zh");
    expect(langOfTag("zh")).toBe("zh");
    expect(langOfTag("en-GB")).toBe("en");
    expect(langOfTag("ja-JP")).toBe("jp");
    expect(langOfTag("ko_KR")).toBe("kor");
    expect(langOfTag("fr-FR")).toBeNull();
  });

  it("takes the first language it knows, else traditional Chinese (the default)", () => {
    expect(systemLang(["fr-FR", "ko-KR", "en"])).toBe("kor");
    expect(systemLang(["fr-FR", "de"])).toBe("tw");
    expect(systemLang([])).toBe("tw");
  });
});
