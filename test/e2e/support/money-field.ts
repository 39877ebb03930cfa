import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The message under a money field (MoneyInput: the element its input's
 * aria-describedby names, with aria-invalid="true"), waiting for it to show;
 * with "none", waits until the field has no message and answers null. `scope`: the page, or a part of it holding one such field.
 */
export async function fieldMessage(scope: Page | Locator, testId: string, expected: "shown" | "none" = "shown"): Promise<string | null> {
  const page = "page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page);
  const field = scope.getByTestId(testId);
  const input = field.locator("input");
  if (expected === "none") {
    await field.locator("input:not([aria-describedby])").waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("false");
    return null;
  }
  await field.locator('input[aria-invalid="true"][aria-describedby]').waitFor();
  const described = (await input.getAttribute("aria-describedby"))!;
  return (await page.locator(`[id="${described}"]`).innerText()).trim();
}
