import { operatorProcedure, router } from "../../trpc";

/** Who is at the console: answers for an operator, refuses players and agents (FORBIDDEN) and guests (NOT_LOGGED_IN). */
export const adminSessionRouter = router({
  me: operatorProcedure.query(({ ctx }) => ({ id: ctx.user.id, username: ctx.user.username, nickname: ctx.user.nickname, role: ctx.user.role })),
});
