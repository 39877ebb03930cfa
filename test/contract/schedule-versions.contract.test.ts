import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import type { NewScheduleVersion } from "../../src/domain/rounds/schedule-versions";
import type { Store } from "../../src/ports/store";
import { T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The schedules operators set: every store keeps, lists, replaces and serializes them alike. */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  const version = (firstSalesDay: string, effectiveFromMs: number, roundSeconds: number): NewScheduleVersion => ({
    firstSalesDay,
    effectiveFromMs,
    config: { ...DEFAULT_SCHEDULE, salesStartMinute: 720, salesEndMinute: 1680, roundSeconds, closeSeconds: 45 },
    createdBy: 7,
    createdAtMs: T0,
  });

  describe("schedule versions", () => {
    it("starts empty, keeps what is added with its configuration, and lists by effective instant", async () => {
      expect(await store.read((tx) => tx.scheduleVersions.list())).toEqual([]);
      const later = await store.transaction((tx) => tx.scheduleVersions.add(version("20261125", T0 + 3 * 86_400_000, 300)));
      const sooner = await store.transaction((tx) => tx.scheduleVersions.add(version("20261123", T0 + 86_400_000, 240)));
      expect(later).toEqual({ id: later.id, ...version("20261125", T0 + 3 * 86_400_000, 300) });
      expect(await store.read((tx) => tx.scheduleVersions.list())).toEqual([sooner, later]);
    });

    it("removes the versions named, and a rolled-back change leaves nothing", async () => {
      const kept = await store.transaction((tx) => tx.scheduleVersions.add(version("20261123", T0 + 86_400_000, 240)));
      const replaced = await store.transaction((tx) => tx.scheduleVersions.add(version("20261124", T0 + 2 * 86_400_000, 300)));
      await store.transaction((tx) => tx.scheduleVersions.remove([replaced.id]));
      await store.transaction((tx) => tx.scheduleVersions.remove([]));
      await expect(
        store.transaction(async (tx) => {
          await tx.scheduleVersions.add(version("20261126", T0 + 4 * 86_400_000, 600));
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      expect(await store.read((tx) => tx.scheduleVersions.list())).toEqual([kept]);
    });

    it("refuses a second version for the same first sales day", async () => {
      await store.transaction((tx) => tx.scheduleVersions.add(version("20261123", T0 + 86_400_000, 240)));
      await expect(store.transaction((tx) => tx.scheduleVersions.add(version("20261123", T0 + 86_400_000 + 1, 300)))).rejects.toThrow();
      expect(await store.read((tx) => tx.scheduleVersions.list())).toHaveLength(1);
    });

    it("two changes at once run one after the other: the second sees what the first wrote", async () => {
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstLocked!: () => void;
      const locked = new Promise<void>((resolve) => (firstLocked = resolve));
      const first = store.transaction(async (tx) => {
        await tx.scheduleVersions.lockForChange();
        firstLocked();
        await firstHolds;
        await tx.scheduleVersions.add(version("20261123", T0 + 86_400_000, 240));
      });
      await locked;
      const second = store.transaction(async (tx) => {
        await tx.scheduleVersions.lockForChange();
        return (await tx.scheduleVersions.list()).length;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      releaseFirst();
      await first;
      expect(await second).toBe(1);
    });
  });
});
