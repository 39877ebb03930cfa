import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Toast } from "antd-mobile";
import { appErrorOf } from "./trpc";

/**
 * What to tell the player about a failed call: the server's own message for a
 * coded refusal (already in the x-lang language, with its parameters filled in),
 * our generic text for anything else (the network, a proxy's HTML page...).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const appError = appErrorOf(error);
      if (appError) return appError.message || t("common.unknownError");
      if (error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message))) return t("common.networkError");
      return t("common.unknownError");
    },
    [t],
  );
}

/** Shows a failed call as a failure toast (SPEC section 8). */
export function useShowError(): (error: unknown) => void {
  const errorText = useErrorText();
  return useCallback((error: unknown) => void Toast.show({ icon: "fail", content: errorText(error) }), [errorText]);
}
