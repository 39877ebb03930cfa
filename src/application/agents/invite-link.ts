import { inviteCodeOf } from "../../domain/agents/invite-code-rules";

/** An agent's invite code and the register page's path with it prefilled (SPEC: /register reads the query's inviter_id). */
export interface InviteLink {
  readonly inviteCode: number;
  readonly registerPath: string;
}

/** What an agent shares to recruit: the code and the link (the screen adds the site's origin and a QR code). */
export function inviteLinkOf(agentId: number): InviteLink {
  const inviteCode = inviteCodeOf(agentId);
  return { inviteCode, registerPath: `/register?inviter_id=${inviteCode}` };
}
