import { useState } from "react";
import { Button, Dialog, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { PlayerDetail } from "./detail";

/** A new login password for a player who forgot theirs (SPEC: "contact customer service"); their sessions end. */
export function ResetPassword({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const reset = trpc.admin.players.resetPassword.useMutation();
  const [password, setPassword] = useState("");

  const submit = async () => {
    if (reset.isPending) return;
    if (password === "") {
      Toast.show({ content: t("admin.players.newPasswordRequired") });
      return;
    }
    const confirmed = await Dialog.confirm({ content: t("admin.players.resetConfirm", { username: player.username }) });
    if (!confirmed) return;
    reset.mutate(
      { userId: player.id, newPassword: password },
      {
        onSuccess: () => {
          setPassword("");
          Toast.show({ icon: "success", content: t("admin.players.passwordReset") });
        },
        onError: showError,
      },
    );
  };

  return (
    <Panel title={t("admin.players.resetPassword")}>
      <div className="console-form">
        <Input className="console-input" type="text" value={password} onChange={setPassword} placeholder={t("admin.players.newPassword")} maxLength={128} autoComplete="off" data-testid="reset-password-input" />
        <Button size="small" color="warning" loading={reset.isPending} onClick={() => void submit()} data-testid="reset-password-submit">
          {t("admin.players.resetPassword")}
        </Button>
      </div>
    </Panel>
  );
}
