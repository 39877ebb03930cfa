import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildWebIfStale } from "../../../web/build";
import { launchChromium, phoneContext, type PhoneOptions } from "./browser";
import { startServer, type RunningServer } from "./server";

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh phone-sized browser context on the server, closed after the test. */
  newPhone(options?: PhoneOptions): Promise<BrowserContext>;
}

/**
 * The set-up every browser suite shares, registered in the calling describe:
 * the web build (if stale), the real server as a child process (with `env` on
 * top of the test defaults) and Chromium,
 * started once; every phone context closed after each test (a page left open
 * keeps animating and polling, and slows the next test down).
 */
export function browserSuite(options: { readonly env?: Record<string, string> } = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await buildWebIfStale({ quiet: true });
    [server, browser] = await Promise.all([startServer(options.env), launchChromium()]);
  }, 180_000);
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error("the browser suite has not started");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser suite has not started");
      return browser;
    },
    async newPhone(options = {}) {
      const context = await phoneContext(this.browser, this.server.baseUrl, options);
      contexts.push(context);
      return context;
    },
  };
}
