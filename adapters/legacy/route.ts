import type { User } from "../../src/domain/user";
import type { Lang } from "../i18n";
import type { Services } from "../http/services";
import type { LegacyReply } from "./envelope";
import type { LegacyParams } from "./params";

export interface LegacyCall {
  readonly services: Services;
  readonly params: LegacyParams;
  readonly lang: Lang;
  readonly token: string | null;
  readonly address: string | null;
}

export interface AuthenticatedCall extends LegacyCall {
  readonly user: User;
  readonly token: string;
}

/** A call that works signed in or not (heart, Lottery/index, ...): `user` is null for a visitor. */
interface OptionalUserCall extends LegacyCall {
  readonly user: User | null;
}

type LegacyRoute =
  | { readonly method: "GET" | "POST"; readonly auth: "none"; readonly handle: (call: LegacyCall) => Promise<LegacyReply> }
  | { readonly method: "GET" | "POST"; readonly auth: "optional"; readonly handle: (call: OptionalUserCall) => Promise<LegacyReply> }
  | {
      readonly method: "GET" | "POST";
      readonly auth: "user";
      /** Changes something (money, settings, orders): refused to a cookie session from another site. */
      readonly mutates?: true;
      readonly handle: (call: AuthenticatedCall) => Promise<LegacyReply>;
    };

/** Routes keyed by "controller/action" in lower case ("lottery/heart"). */
export type LegacyRoutes = Readonly<Record<string, LegacyRoute>>;
