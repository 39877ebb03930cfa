import type { User } from "../../src/domain/accounts/user";
import type { Lang } from "../i18n";
import { requestLang, requestToken, type AuthVia } from "../http/request-info";
import type { Services } from "../http/services";
import { noteRequestUser } from "../logging/request-context";

export interface Context {
  readonly services: Services;
  /** What procedures read of the request: its URL and headers (the orders' fast path has no web Request). */
  readonly request: ContextRequest;
  readonly resHeaders: Headers;
  readonly lang: Lang;
  /** The signed-in account, or null (also for an unknown or expired token). */
  readonly user: User | null;
  readonly token: string | null;
  readonly authVia: AuthVia;
  /** Why a presented token was refused (SESSION_INVALID), so protected calls can say so. */
  readonly sessionProblem: "SESSION_INVALID" | null;
  readonly address: string | null;
}

export type ContextRequest = Pick<Request, "url" | "headers">;

export async function createContext(services: Services, request: ContextRequest, resHeaders: Headers, address: string | null): Promise<Context> {
  const { token, via } = requestToken(request.headers);
  const auth = token ? await services.sessions.authenticate(token) : null;
  if (auth?.ok) noteRequestUser(auth.value.id);
  return {
    services,
    request,
    resHeaders,
    lang: requestLang(request.headers),
    user: auth?.ok ? auth.value : null,
    token: auth?.ok ? token : null,
    authVia: auth?.ok ? via : null,
    sessionProblem: auth && !auth.ok ? "SESSION_INVALID" : null,
    address,
  };
}
