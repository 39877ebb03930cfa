import { useState } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { HTML_LANG, LANGUAGES, NATIVE_NAMES, type Lang } from "../../../i18n/languages";
import { trpc } from "../../../trpc";
import { confirmDialog } from "../confirm";
import { useRequestId } from "../request-id";

const EMPTY: Record<Lang, string> = { zh: "", tw: "", en: "", jp: "", kor: "" };

/**
 * The operator voids a round not yet settled (issue 41): the reason in each of the five languages (players read
 * theirs on the bet), a confirmation, then admin.risk.voidRound, which refunds every bet of the round once.
 */
export function VoidRoundSheet({ gameId, issue, onDone }: { gameId: number; issue: string; onDone: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const voidRound = trpc.admin.risk.voidRound.useMutation();
  const [reason, setReason] = useState<Record<Lang, string>>(EMPTY);
  // One key per intent: a double click or a retry voids once.
  const { requestId } = useRequestId();

  const submit = async () => {
    if (voidRound.isPending) return;
    if (LANGUAGES.some((lang) => reason[lang].trim() === "")) {
      Toast.show({ content: t("admin.risk.voidReasonMissing") });
      return;
    }
    if (!(await confirmDialog(t("admin.risk.voidConfirm", { issue })))) return;
    try {
      const trimmed = Object.fromEntries(LANGUAGES.map((lang) => [lang, reason[lang].trim()]));
      const done = await voidRound.mutateAsync({ gameId, issue, reason: trimmed, requestId });
      Toast.show({ icon: "success", content: t("admin.risk.voidDone", { issue, bets: done.refundedBets }) });
      await utils.admin.reports.draws.invalidate();
      onDone();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="console-odds" data-testid="void-round">
      <div className="console-panel-head">
        <h2 className="console-panel-title">{t("admin.risk.voidTitle", { issue })}</h2>
        <Button size="mini" onClick={onDone}>
          {t("admin.common.close")}
        </Button>
      </div>
      <p className="console-muted">{t("admin.risk.voidIntro")}</p>
      <div className="console-form">
        {LANGUAGES.map((lang) => (
          <label key={lang} className="console-field">
            {NATIVE_NAMES[lang]}
            <textarea
              className="console-input"
              rows={2}
              maxLength={200}
              lang={HTML_LANG[lang]}
              value={reason[lang]}
              onChange={(event) => setReason((current) => ({ ...current, [lang]: event.target.value }))}
              data-testid={`void-reason-${lang}`}
            />
          </label>
        ))}
        <Button color="danger" loading={voidRound.isPending} onClick={() => void submit()} data-testid="void-submit">
          {t("admin.risk.voidSubmit")}
        </Button>
      </div>
    </div>
  );
}
