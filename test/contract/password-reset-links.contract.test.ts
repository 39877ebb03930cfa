import { afterEach, beforeEach, expect, it } from "vitest";
import type { NewPasswordResetLink } from "../../src/domain/accounts/password-reset-link";
import { PASSWORD_RESET_LINK_TTL_MS } from "../../src/domain/accounts/password-reset-link";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the forgotten-password links (issue 38): every
 * store, a fresh empty store per test. Only token hashes go in; a link is used
 * once; a new link voids the player's earlier working one.
 */
forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    store = await open();
    alice = (await store.transaction((tx) => createUser(tx, { username: "alice" }))).id;
    bob = (await store.transaction((tx) => createUser(tx, { username: "bob" }))).id;
  });
  afterEach(() => store.close());

  const draft = (overrides: Partial<NewPasswordResetLink> = {}): NewPasswordResetLink => ({
    userId: alice,
    tokenHash: "a".repeat(64),
    issuedBy: 7,
    createdAtMs: T0,
    expiresAtMs: T0 + PASSWORD_RESET_LINK_TTL_MS,
    ...overrides,
  });
  const issue = (link: NewPasswordResetLink) => store.transaction((tx) => tx.passwordResetLinks.issue(link));
  const byHash = (hash: string) => store.read((tx) => tx.passwordResetLinks.byTokenHash(hash));
  const markUsed = (id: number, atMs: number) => store.transaction((tx) => tx.passwordResetLinks.markUsed(id, atMs));

  it("stores a link and reads every field back by its token hash; an unknown hash is null", async () => {
    const { link, voided } = await issue(draft());
    expect(voided).toBe(0);
    expect(link).toEqual({ id: expect.any(Number), ...draft(), usedAtMs: null, voidedAtMs: null });
    expect(await byHash("a".repeat(64))).toEqual(link);
    expect(await byHash("b".repeat(64))).toBeNull();
  });

  it("marks a link used once: a second use, at any time, changes nothing", async () => {
    const { link } = await issue(draft());
    expect(await markUsed(link.id, T0 + 1_000)).toBe(true);
    expect(await markUsed(link.id, T0 + 2_000)).toBe(false);
    expect(await byHash(link.tokenHash)).toMatchObject({ usedAtMs: T0 + 1_000, voidedAtMs: null });
    expect(await markUsed(99_999, T0)).toBe(false);
  });

  it("refuses to use a link at or after its expiry", async () => {
    const { link } = await issue(draft());
    expect(await markUsed(link.id, link.expiresAtMs)).toBe(false);
    expect(await byHash(link.tokenHash)).toMatchObject({ usedAtMs: null });
    expect(await markUsed(link.id, link.expiresAtMs - 1)).toBe(true);
  });

  it("a new link voids the player's earlier working one, not a used, expired or other player's link", async () => {
    const used = (await issue(draft({ tokenHash: "1".repeat(64) }))).link;
    await markUsed(used.id, T0 + 1);
    const expired = (await issue(draft({ tokenHash: "2".repeat(64), createdAtMs: T0 - PASSWORD_RESET_LINK_TTL_MS - 5, expiresAtMs: T0 - 5 }))).link;
    const first = await issue(draft({ tokenHash: "3".repeat(64), createdAtMs: T0 + 10 }));
    const bobs = (await issue(draft({ userId: bob, tokenHash: "4".repeat(64), createdAtMs: T0 + 10 }))).link;
    expect(first.voided).toBe(0);
    const second = await issue(draft({ tokenHash: "5".repeat(64), createdAtMs: T0 + 20, expiresAtMs: T0 + 20 + PASSWORD_RESET_LINK_TTL_MS }));
    expect(second.voided).toBe(1);
    expect(await byHash(first.link.tokenHash)).toMatchObject({ voidedAtMs: T0 + 20, usedAtMs: null });
    expect(await markUsed(first.link.id, T0 + 30)).toBe(false);
    expect(await byHash(used.tokenHash)).toMatchObject({ voidedAtMs: null, usedAtMs: T0 + 1 });
    expect(await byHash(expired.tokenHash)).toMatchObject({ voidedAtMs: null, usedAtMs: null });
    expect(await byHash(bobs.tokenHash)).toMatchObject({ voidedAtMs: null });
    expect(await markUsed(second.link.id, T0 + 30)).toBe(true);
    expect(await markUsed(bobs.id, T0 + 30)).toBe(true);
  });

  it("two uses of one link at once: exactly one wins", async () => {
    const { link } = await issue(draft());
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => markUsed(link.id, T0 + 100 + i)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it("two issues for one player at once leave exactly one working link", async () => {
    const issued = await Promise.all(Array.from({ length: 4 }, (_, i) => issue(draft({ tokenHash: String(i).repeat(64), createdAtMs: T0 + i }))));
    const links = await Promise.all(issued.map(({ link }) => byHash(link.tokenHash)));
    expect(links.filter((link) => link!.voidedAtMs === null)).toHaveLength(1);
  });

  it("keeps token hashes unique: a repeated hash is refused, not a second link", async () => {
    await issue(draft());
    await expect(issue(draft({ userId: bob }))).rejects.toThrow();
  });
});
