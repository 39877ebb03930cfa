import { Fragment, useRef, useState } from "react";
import { Button, Dialog, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc, type RouterOutputs } from "../../../trpc";
import { formatMoment } from "../format";
import "./reset-link.css";

type Issued = RouterOutputs["admin"]["players"]["issueResetLink"];

/** The last characters of a detail on file: enough to compare with what the player says, no more on screen. */
const ending = (text: string, chars: number): string => {
  const compact = text.replace(/\s+/g, "");
  return compact.length <= chars ? compact : `…${compact.slice(-chars)}`;
};

/**
 * "Forgot password" from the console (issue 38): after a confirm step that
 * shows the details on file to check the player against, the server issues a
 * one-time link valid 30 minutes; the full link is shown here once, with a
 * copy button and its expiry, for the operator to paste into the player's
 * support chat. Staff never see or set the password. Used on the player's
 * page and beside a conversation in the support inbox.
 */
export function IssueResetLink({ userId, username, compact = false }: { userId: number; username: string; compact?: boolean }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const issue = trpc.admin.players.issueResetLink.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const linkBox = useRef<HTMLTextAreaElement>(null);
  // The details the operator compares with what the player says; read when the confirm step opens.
  const detail = trpc.admin.players.detail.useQuery({ userId }, { enabled: confirming });
  const link = issued ? `${window.location.origin}${issued.path}` : "";

  const confirm = () => {
    issue.mutate(
      { userId },
      {
        onSuccess: (result) => {
          setIssued(result);
          setConfirming(false);
        },
        onError: showError,
      },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      Toast.show({ icon: "success", content: t("admin.resetLink.copied") });
    } catch {
      // Without clipboard access (a page not served over HTTPS), the link is selected for a manual copy.
      linkBox.current?.select();
      Toast.show({ content: t("admin.resetLink.copyFailed") });
    }
  };

  const bank = detail.data?.payoutMethods.bankCard ?? null;
  const wallet = detail.data?.payoutMethods.virtualWallet ?? null;
  const mobile = detail.data?.mobile ?? "";
  const onFile = [
    bank && bank.acc !== "" && ([t("admin.resetLink.cardHolder"), bank.acc] as const),
    bank && bank.accName !== "" && ([t("admin.resetLink.cardEnding"), ending(bank.accName, 4)] as const),
    wallet && wallet.acc !== "" && ([t("admin.resetLink.wallet"), ending(wallet.acc, 6)] as const),
    mobile !== "" && ([t("admin.resetLink.mobile"), ending(mobile, 4)] as const),
  ].filter((line): line is readonly [string, string] => Array.isArray(line));

  return (
    <div className="console-reset-link" data-testid="reset-link">
      {!compact && <p className="console-muted">{t("admin.resetLink.hint")}</p>}
      <Button size="small" color="warning" loading={issue.isPending} onClick={() => setConfirming(true)} data-testid="reset-link-issue">
        {t("admin.resetLink.issue")}
      </Button>

      {issued && (
        <div className="console-reset-link-issued" data-testid="reset-link-issued">
          <strong>{t("admin.resetLink.issued", { username: issued.username })}</strong>
          <textarea
            ref={linkBox}
            className="console-input console-reset-link-box"
            readOnly
            rows={2}
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t("admin.resetLink.issued", { username: issued.username })}
            data-testid="reset-link-url"
          />
          <div className="console-muted" data-testid="reset-link-expiry">
            {t("admin.resetLink.expires", { time: formatMoment(issued.expiresAtMs) })}
          </div>
          <div className="console-actions">
            <Button size="small" color="primary" onClick={() => void copy()} data-testid="reset-link-copy">
              {t("admin.resetLink.copy")}
            </Button>
            <Button size="small" onClick={() => setIssued(null)} data-testid="reset-link-done">
              {t("admin.resetLink.done")}
            </Button>
          </div>
        </div>
      )}

      <Dialog
        aria-label={t("admin.resetLink.confirmTitle", { username })}
        visible={confirming}
        onClose={() => setConfirming(false)}
        closeOnMaskClick
        title={t("admin.resetLink.confirmTitle", { username })}
        content={
          <div className="console-form console-reset-link-confirm" data-testid="reset-link-confirm">
            <p className="console-warn">{t("admin.resetLink.verify")}</p>
            <strong>{t("admin.resetLink.onFile")}</strong>
            {detail.data && onFile.length === 0 ? (
              <p className="console-bad">{t("admin.resetLink.nothingOnFile")}</p>
            ) : (
              <dl className="console-fields" data-testid="reset-link-on-file">
                {onFile.map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            <p className="console-muted">{t("admin.resetLink.voids")}</p>
            <div className="console-actions">
              <Button color="warning" size="small" loading={issue.isPending} onClick={confirm} data-testid="reset-link-confirm-issue">
                {t("admin.resetLink.confirm")}
              </Button>
              <Button size="small" onClick={() => setConfirming(false)} data-testid="reset-link-cancel">
                {t("admin.resetLink.cancel")}
              </Button>
            </div>
          </div>
        }
      />
    </div>
  );
}
