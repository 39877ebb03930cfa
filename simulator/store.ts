import { openSqliteStore } from "../adapters/persistence/sqlite-store";
import type { Store } from "../src/ports/store";

/**
 * The store of a simulation: the production SQLite store itself (same
 * repositories, migrations, transactions and prepared-statement cache) over a
 * private in-memory database.
 */
export const openSimulatorStore = (): Promise<Store> => openSqliteStore({ file: ":memory:" });
