import { route, type RouteDef } from "../../routes/define";

/**
 * The support desk's player screen (issue 38): the conversation with the
 * operator's staff, framed by /iframe. Open at the route: a visitor who is not
 * signed in sees how to start (ChatSignedOut) rather than a redirect, so the
 * frame never shows the login page inside itself.
 */
export const SUPPORT_ROUTES: readonly RouteDef[] = [route("/chat", 2, () => import("./ChatScreen"), "open")];
