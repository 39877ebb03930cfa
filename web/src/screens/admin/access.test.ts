import { describe, expect, it } from "vitest";
import { isConsolePath, isTabPath } from "../../routes/paths";
import { accessOf } from "../../routes/table";
import { findRoute } from "../../routes/table";
import { ADMIN_ROUTES } from "./routes";

describe("the operator console's routes", () => {
  it("need an operator session, except the console's own sign-in page", () => {
    for (const path of ["/admin", "/admin/", "/Admin/Deposits", "/admin/withdrawals", "/admin/player", "/admin/nowhere"]) expect(accessOf(path), path).toBe("operator");
    expect(accessOf("/admin/login")).toBe("open");
    expect(accessOf("/ADMIN/LOGIN/")).toBe("open");
  });

  it("are told apart from the players' paths (no tab bar, full width)", () => {
    expect(isConsolePath("/admin/reports")).toBe(true);
    expect(isConsolePath("/administrator")).toBe(false);
    expect(isConsolePath("/personal")).toBe(false);
    expect(accessOf("/administrator")).toBe("login");
    expect(ADMIN_ROUTES.some((route) => isTabPath(route.path))).toBe(false);
  });

  it("every console page is built and lives under /admin", () => {
    for (const path of ["/admin/login", "/admin", "/admin/deposits", "/admin/withdrawals", "/admin/players", "/admin/player", "/admin/games", "/admin/content", "/admin/reports", "/admin/draws", "/admin/audit", "/admin/support-settings", "/admin/support"]) {
      expect(findRoute(path)?.path, path).toBe(path);
    }
    expect(ADMIN_ROUTES.every((route) => isConsolePath(route.path))).toBe(true);
  });
});
