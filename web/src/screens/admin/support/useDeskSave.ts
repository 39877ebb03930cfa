import { useCallback, useRef, useState } from "react";
import { Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";

/**
 * Runs one change of the desk's settings page at a time: a second click while
 * the first is on its way does nothing; success says "saved" and re-reads
 * what `reload` names; a refusal shows the server's translated reason.
 */
export function useDeskSave(reload: () => Promise<unknown>): { run: (change: () => Promise<unknown>) => Promise<boolean>; busy: boolean } {
  const { t } = useTranslation();
  const showError = useShowError();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (change: () => Promise<unknown>) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        await change();
        Toast.show({ icon: "success", content: t("admin.common.saved") });
        await reload();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [t, showError, reload],
  );
  return { run, busy };
}
