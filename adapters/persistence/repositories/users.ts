import { sql, type Selectable, type Updateable } from "kysely";
import { isGroupId, type NewUser, type Role, type User } from "../../../src/domain/accounts/user";
import type { UserRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { UsersTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { checkPage, flag } from "./sql-helpers";

/** Every authenticated call runs it (hot-sql.ts). */
const userById = hotStatement<Selectable<UsersTable>>("select * from users where id = ?");

/** The unique key behind case-insensitive usernames. */
const usernameKey = (username: string): string => username.toLowerCase();

const BY_IDS_CHUNK = 1000;

export function userRepository(db: Executor): UserRepository {
  return {
    async create(user) {
      // ON CONFLICT DO NOTHING rather than catching the unique violation: on
      // PostgreSQL a failed statement would abort the caller's transaction.
      const row = await db
        .insertInto("users")
        .values(toRow(user))
        .onConflict((oc) => oc.column("username_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },

    async byId(id) {
      const row = (await userById(db, [id])).rows[0];
      return row ? toUser(row) : null;
    },

    async byUsername(username) {
      const row = await db
        .selectFrom("users")
        .selectAll()
        .where("username_key", "=", usernameKey(username))
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },

    async byIds(ids) {
      const unique = [...new Set(ids)];
      const users: User[] = [];
      // In chunks: both dialects cap the number of bound parameters per statement.
      for (let i = 0; i < unique.length; i += BY_IDS_CHUNK) {
        const rows = await db
          .selectFrom("users")
          .selectAll()
          .where("id", "in", unique.slice(i, i + BY_IDS_CHUNK))
          .execute();
        users.push(...rows.map(toUser));
      }
      return users;
    },

    async search(query, page) {
      let select = db.selectFrom("users").selectAll();
      if (query.role !== null) select = select.where("role", "=", query.role);
      if (query.beforeId != null) select = select.where("id", "<", query.beforeId);
      const text = query.text?.trim() ?? "";
      if (text !== "") {
        // LIKE with an escape character, so "%" and "_" typed by the operator match themselves.
        const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const asId = /^\d{1,15}$/.test(text) ? Number(text) : null;
        select = select.where((eb) =>
          eb.or([
            sql<boolean>`username_key like ${pattern} escape '\\'`,
            sql<boolean>`lower(nickname) like ${pattern} escape '\\'`,
            eb("mobile", "=", text),
            ...(asId === null ? [] : [eb("id", "=", asId)]),
          ]),
        );
      }
      const rows = await select.orderBy("id", "desc").limit(checkPage(page).limit).offset(page.offset).execute();
      return rows.map(toUser);
    },

    async update(id, changes) {
      const set = toChanges(changes);
      if (Object.keys(set).length === 0) return;
      await db.updateTable("users").set(set).where("id", "=", id).execute();
    },

    async listByInviter(inviterId, page) {
      checkPage(page);
      const rows = await db
        .selectFrom("users")
        .selectAll()
        .where("inviter_id", "=", inviterId)
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const { total } = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("inviter_id", "=", inviterId)
        .executeTakeFirstOrThrow();
      return { items: rows.map(toUser), total: Number(total) };
    },
  };
}

function toRow(user: NewUser) {
  return {
    username: user.username,
    username_key: usernameKey(user.username),
    nickname: user.nickname,
    mobile: user.mobile,
    password_hash: user.passwordHash,
    role: user.role,
    group_id: user.groupId,
    inviter_id: user.inviterId,
    is_simulated: flag(user.isSimulated),
    security_code_hash: user.securityCodeHash,
    security_code_failures: user.securityCodeFailures,
    security_code_locked_until_ms: user.securityCodeLockedUntilMs,
    water_limit_percent: user.waterLimitPercent,
    buy_banned: flag(user.buyBanned),
    chat_banned: flag(user.chatBanned),
    created_at_ms: user.createdAtMs,
  };
}

/** Only the fields present in `changes` (an explicit undefined leaves a field alone). */
function toChanges(changes: Partial<Omit<User, "id" | "username" | "createdAtMs">>): Updateable<UsersTable> {
  const set: Updateable<UsersTable> = {};
  if (changes.nickname !== undefined) set.nickname = changes.nickname;
  if (changes.mobile !== undefined) set.mobile = changes.mobile;
  if (changes.idCard !== undefined) set.id_card = changes.idCard;
  if (changes.passwordHash !== undefined) set.password_hash = changes.passwordHash;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.groupId !== undefined) set.group_id = changes.groupId;
  if (changes.inviterId !== undefined) set.inviter_id = changes.inviterId;
  if (changes.isSimulated !== undefined) set.is_simulated = flag(changes.isSimulated);
  if (changes.securityCodeHash !== undefined) set.security_code_hash = changes.securityCodeHash;
  if (changes.securityCodeFailures !== undefined) set.security_code_failures = changes.securityCodeFailures;
  if (changes.securityCodeLockedUntilMs !== undefined) set.security_code_locked_until_ms = changes.securityCodeLockedUntilMs;
  if (changes.waterLimitPercent !== undefined) set.water_limit_percent = changes.waterLimitPercent;
  if (changes.buyBanned !== undefined) set.buy_banned = flag(changes.buyBanned);
  if (changes.chatBanned !== undefined) set.chat_banned = flag(changes.chatBanned);
  return set;
}

export function toUser(row: Selectable<UsersTable>): User {
  if (!isGroupId(row.group_id)) throw new Error(`user ${row.id}: bad group_id ${row.group_id}`);
  if (row.role !== "player" && row.role !== "operator") throw new Error(`user ${row.id}: bad role ${row.role}`);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile,
    idCard: row.id_card,
    passwordHash: row.password_hash,
    role: row.role satisfies Role,
    groupId: row.group_id,
    inviterId: row.inviter_id,
    isSimulated: row.is_simulated !== 0,
    securityCodeHash: row.security_code_hash,
    securityCodeFailures: row.security_code_failures,
    securityCodeLockedUntilMs: row.security_code_locked_until_ms,
    waterLimitPercent: row.water_limit_percent,
    buyBanned: row.buy_banned !== 0,
    chatBanned: row.chat_banned !== 0,
    createdAtMs: row.created_at_ms,
  };
}
