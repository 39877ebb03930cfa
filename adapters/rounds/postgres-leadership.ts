import pg from "pg";
import type { Leadership } from "./leadership";

/** An arbitrary, fixed advisory-lock key that names "the round driver" in this database. */
const ROUND_DRIVER_LOCK_KEY = 727_001;

/**
 * Session-level advisory lock held on a dedicated connection: if this process
 * dies, PostgreSQL drops the connection and the lock with it, and another
 * server's next attempt takes over.
 */
export class PostgresLeadership implements Leadership {
  private client: pg.Client | null = null;
  private held = false;

  constructor(private readonly url: string) {}

  async acquire(): Promise<boolean> {
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.url });
        client.on("error", () => this.forget());
        await client.connect();
        this.client = client;
      }
      if (this.held) {
        // Still ours only while the connection is alive.
        await this.client.query("select 1");
        return true;
      }
      const result = await this.client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [ROUND_DRIVER_LOCK_KEY]);
      this.held = result.rows[0]?.locked === true;
      return this.held;
    } catch {
      this.forget();
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    this.forget();
    if (client) await client.end().catch(() => {});
  }

  private forget(): void {
    this.held = false;
    const client = this.client;
    this.client = null;
    client?.end().catch(() => {});
  }
}
