import { useCallback, useRef, useState } from "react";
import { Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";

/**
 * Runs one content change at a time: a second click while the first is on its
 * way does nothing; success says "saved" and reloads the content overview.
 */
export function useContentSave(): { run: (change: () => Promise<unknown>) => Promise<boolean>; busy: boolean } {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
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
        await utils.admin.content.overview.invalidate();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [t, showError, utils],
  );
  return { run, busy };
}
