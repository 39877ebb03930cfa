import { afterEach, beforeEach, expect } from "vitest";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { testApp, type TestApp } from "./app";

/** The app and store of the test running now (set before each test, closed after it). */
export interface AppUnderTest {
  readonly app: TestApp;
  readonly store: Store;
}

/**
 * The one set-up of a use-case test: before each test a fresh store from
 * `open` (forEachStore gives one per store) and an app over it; after each,
 * the ledger checked balanced (unless `ledger: false`) and the store closed.
 */
export function appPerTest(open: () => Promise<Store>, options: Parameters<typeof testApp>[1] & { readonly ledger?: boolean } = {}): AppUnderTest {
  const { ledger = true, ...appOptions } = options;
  let current: { app: TestApp; store: Store } | null = null;
  beforeEach(async () => {
    const store = await open();
    current = { store, app: await testApp(store, appOptions) };
  });
  afterEach(async () => {
    if (current === null) return;
    const { app, store } = current;
    current = null;
    try {
      if (ledger) await expectLedgerBalanced(app);
    } finally {
      await store.close();
    }
  });
  const now = () => current ?? expectSetUp();
  return {
    get app() {
      return now().app;
    },
    get store() {
      return now().store;
    },
  };
}

/** Nothing created or destroyed, no player account below zero. */
export async function expectLedgerBalanced(app: TestApp): Promise<void> {
  const balances = await app.deps.store.read((tx) => tx.ledger.allBalances());
  expect(checkLedgerInvariants(balances)).toEqual([]);
}

function expectSetUp(): never {
  throw new Error("appPerTest: used outside a test (before beforeEach ran)");
}
