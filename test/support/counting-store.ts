import type { Store, StoreTx } from "../../src/ports/store";

/** The store, recording each repository call ("ledger.transferById") made in its transactions. */
export function countingCalls(store: Store, calls: string[]): Store {
  const recorded = <T extends object>(repository: T, name: string): T =>
    new Proxy(repository, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(key)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const counted = (tx: StoreTx): StoreTx =>
    new Proxy(tx, { get: (target, key, receiver) => { const value: unknown = Reflect.get(target, key, receiver); return typeof value === "object" && value !== null ? recorded(value, String(key)) : value; } });
  return {
    ...store,
    transaction: (work) => store.transaction((tx) => work(counted(tx))),
    sharedTransaction: (key, work) => store.sharedTransaction(key, (tx) => work(counted(tx))),
  };
}
