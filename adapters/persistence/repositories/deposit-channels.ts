import type { Selectable } from "kysely";
import { USDT_NETWORKS, type DepositChannel, type UsdtNetwork } from "../../../src/domain/wallet/deposit-channel";
import { isRechargeCurrency } from "../../../src/domain/wallet/recharge-rules";
import type { DepositChannelRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { DepositChannelsTable } from "../schema";
import { flag } from "./sql-helpers";

export function depositChannelRepository(db: Executor): DepositChannelRepository {
  return {
    async list({ activeOnly }) {
      let query = db.selectFrom("deposit_channels").selectAll().orderBy("sort_order").orderBy("id");
      if (activeOnly) query = query.where("active", "=", 1);
      return (await query.execute()).map(toChannel);
    },

    async byId(id) {
      const row = await db.selectFrom("deposit_channels").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toChannel(row) : null;
    },

    async save(channel) {
      const values = {
        kind: channel.kind,
        bank_name: channel.bankName,
        branch: channel.branch,
        holder: channel.holder,
        account_number: channel.accountNumber,
        network: channel.network,
        address: channel.address,
        currencies_json: JSON.stringify(channel.currencies),
        min_minor: channel.minMinor,
        max_minor: channel.maxMinor,
        instructions_json: JSON.stringify(channel.instructions),
        sort_order: channel.sortOrder,
        active: flag(channel.active),
      };
      if (channel.id <= 0) return (await db.insertInto("deposit_channels").values(values).returning("id").executeTakeFirstOrThrow()).id;
      await db.updateTable("deposit_channels").set(values).where("id", "=", channel.id).execute();
      return channel.id;
    },
  };
}

function toChannel(row: Selectable<DepositChannelsTable>): DepositChannel {
  if (row.kind !== "bank" && row.kind !== "usdt") throw new Error(`deposit channel ${row.id}: bad kind ${row.kind}`);
  const currencies = (JSON.parse(row.currencies_json) as unknown[]).filter((c): c is string => typeof c === "string").filter(isRechargeCurrency);
  return {
    id: row.id,
    kind: row.kind,
    bankName: row.bank_name,
    branch: row.branch,
    holder: row.holder,
    accountNumber: row.account_number,
    network: USDT_NETWORKS.includes(row.network as UsdtNetwork) ? (row.network as UsdtNetwork) : null,
    address: row.address,
    currencies,
    minMinor: row.min_minor,
    maxMinor: row.max_minor,
    instructions: JSON.parse(row.instructions_json) as DepositChannel["instructions"],
    sortOrder: row.sort_order,
    active: row.active !== 0,
  };
}
