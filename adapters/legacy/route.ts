import type { z } from "zod";
import type { User } from "../../src/domain/accounts/user";
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
export interface OptionalUserCall extends LegacyCall {
  readonly user: User | null;
}

/** What every route declares besides who may call it. */
interface RouteBase {
  readonly method: "GET" | "POST";
  /** The call's parameters (schemas.ts): read after the session is checked; the first refusal is the answer. */
  readonly params?: z.ZodObject;
}

/** A handler as stored: its input is whatever its own `params` schema gives (see `withParams`). */
type Handler<C> = (call: C, input: never) => Promise<LegacyReply>;

type LegacyRoute =
  | (RouteBase & { readonly auth: "none"; readonly handle: Handler<LegacyCall> })
  | (RouteBase & { readonly auth: "optional"; readonly handle: Handler<OptionalUserCall> })
  | (RouteBase & {
      readonly auth: "user";
      /** Changes something (money, settings, orders): refused to a cookie session from another site. */
      readonly mutates?: true;
      readonly handle: Handler<AuthenticatedCall>;
    });

/** A route's schema and its handler, typed together: the handler gets the schema's output. */
export function withParams<S extends z.ZodObject, C>(params: S, handle: (call: C, input: z.output<S>) => Promise<LegacyReply>): { params: S; handle: (call: C, input: z.output<S>) => Promise<LegacyReply> } {
  return { params, handle };
}

/** Routes keyed by "controller/action" in lower case ("lottery/heart"). */
export type LegacyRoutes = Readonly<Record<string, LegacyRoute>>;
