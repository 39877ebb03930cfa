import { useState } from "react";
import { Input, Switch, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { PlayerDetail } from "./detail";

type Ban = "buyBanned" | "chatBanned";

/** Bans from buying ("prohibited by the system") or from chatting: each takes effect with the player's next request. */
export function PlayerBans({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const setBans = trpc.admin.players.setBans.useMutation();
  const [reason, setReason] = useState("");
  const [changing, setChanging] = useState<Ban | null>(null);

  const change = async (ban: Ban, on: boolean) => {
    if (changing) return;
    setChanging(ban);
    try {
      await setBans.mutateAsync({ userId: player.id, [ban]: on, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      Toast.show({ icon: "success", content: t("admin.common.saved") });
      setReason("");
      await utils.admin.players.invalidate();
    } catch (error) {
      showError(error);
    } finally {
      setChanging(null);
    }
  };

  return (
    <Panel title={t("admin.players.bans")}>
      <div className="console-form">
        <div className="console-form-row">
          <span>{t("admin.players.banBuying")}</span>
          <Switch
            checked={player.buyBanned}
            loading={changing === "buyBanned"}
            disabled={changing !== null}
            onChange={(on) => void change("buyBanned", on)}
            data-testid="ban-buying"
          />
        </div>
        <div className="console-form-row">
          <span>{t("admin.players.banChatting")}</span>
          <Switch
            checked={player.chatBanned}
            loading={changing === "chatBanned"}
            disabled={changing !== null}
            onChange={(on) => void change("chatBanned", on)}
            data-testid="ban-chatting"
          />
        </div>
        <Input className="console-input" value={reason} onChange={setReason} placeholder={t("admin.players.banReason")} maxLength={200} data-testid="ban-reason" />
      </div>
    </Panel>
  );
}
