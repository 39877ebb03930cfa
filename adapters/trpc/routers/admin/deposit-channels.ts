import { z } from "zod";
import { allDepositChannels, saveDepositChannel } from "../../../../src/application/wallet/save-deposit-channel";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, requestId } from "../inputs";

const shortText = z.string().max(200);

/** Where players pay in: the operator's bank accounts and USDT addresses (the domain checks every field). */
export const adminDepositChannelsRouter = router({
  /** Every channel, switched off ones included, in display order. */
  list: operatorProcedure.query(async ({ ctx }) => unwrap(await allDepositChannels(ctx.services.deps))),

  /** Creates (id null) or edits a channel; switching one off is an edit (active false): channels are never deleted. */
  save: operatorProcedure
    .input(
      z.object({
        id: id.nullable().default(null),
        kind: z.enum(["bank", "usdt"]),
        bankName: shortText.optional(),
        branch: shortText.optional(),
        holder: shortText.optional(),
        accountNumber: shortText.optional(),
        network: z.enum(["TRC20", "ERC20"]).nullable().optional(),
        address: shortText.optional(),
        currencies: z.array(z.string().max(8)).max(20),
        min: z.union([z.string().max(24), z.number()]),
        max: z.union([z.string().max(24), z.number()]),
        instructions: z.record(z.string().max(8), z.string().max(2_000)).optional(),
        sortOrder: z.int().min(0).max(10_000).default(0),
        active: z.boolean().default(true),
        requestId: requestId.nullable().default(null),
      }),
    )
    .mutation(async ({ ctx, input }) => unwrap(await saveDepositChannel(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),
});
