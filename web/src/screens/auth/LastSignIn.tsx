import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";

interface Previous {
  /** "YYYY-MM-DD HH:mm:ss" in the operator's zone. */
  readonly at: string;
  readonly address: string | null;
}

/** "Last signed in 2026-11-28 09:15 from 203.0.113.5", or that this is the first sign-in. */
export function lastSignInText(t: TFunction, previous: Previous | null): string {
  if (previous === null) return t("onboarding.firstSignIn");
  const at = previous.at.slice(0, 16);
  return previous.address ? t("onboarding.lastSignIn", { at, address: previous.address }) : t("onboarding.lastSignInNoAddress", { at });
}

/** The sign-in before this session, as a line on the personal screen (the server says when and from where). */
export function LastSignIn({ className }: { className?: string }) {
  const { t } = useTranslation();
  const previous = trpc.account.previousSignIn.useQuery(undefined, { staleTime: Infinity });
  if (previous.data === undefined) return null;
  return (
    <div className={className} data-testid="last-sign-in">
      {lastSignInText(t, previous.data)}
    </div>
  );
}
