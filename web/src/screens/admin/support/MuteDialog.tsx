import { useState } from "react";
import { Button, Dialog, Input, Selector, Toast } from "antd-mobile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { formatMoment } from "../format";

/** The periods offered, in minutes (0 lifts a mute), with their words. */
const periodsOf = (t: TFunction): { label: string; value: number }[] => [
  { value: 60, label: t("admin.inbox.mute1h") },
  { value: 24 * 60, label: t("admin.inbox.mute1d") },
  { value: 7 * 24 * 60, label: t("admin.inbox.mute7d") },
  { value: 30 * 24 * 60, label: t("admin.inbox.mute30d") },
  { value: 0, label: t("admin.inbox.muteLift") },
];

/**
 * The blacklist from the thread: mute the player (a guest has none) or the
 * address they last wrote from, for a period, with a reason (required; an
 * audit line keeps it). Their messages are refused until then.
 */
export function MuteDialog({ visible, onClose, player, address }: { visible: boolean; onClose: () => void; player: { id: number; name: string } | null; address: string | null }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const mute = trpc.admin.support.mute.useMutation();
  const [target, setTarget] = useState<"player" | "address">(player ? "player" : "address");
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState("");
  const targets = [
    ...(player ? [{ label: t("admin.inbox.mutePlayer", { name: player.name }), value: "player" as const }] : []),
    ...(address ? [{ label: t("admin.inbox.muteAddress", { address }), value: "address" as const }] : []),
  ];
  const chosen = targets.some((option) => option.value === target) ? target : targets[0]?.value;

  const save = () => {
    if (!chosen) return;
    mute.mutate(
      { target: chosen === "player" && player ? { kind: "player", userId: player.id } : { kind: "address", address: address ?? "" }, minutes, reason },
      {
        onSuccess: async (result) => {
          Toast.show({ icon: "success", content: minutes === 0 ? t("admin.inbox.unmuted") : t("admin.inbox.muted", { until: formatMoment(result.untilMs) }) });
          setReason("");
          onClose();
          await utils.admin.support.context.invalidate();
        },
        onError: showError,
      },
    );
  };

  return (
    <Dialog
      aria-label={t("admin.inbox.muteTitle")}
      visible={visible}
      onClose={onClose}
      closeOnMaskClick
      title={t("admin.inbox.muteTitle")}
      content={
        <div className="console-form support-mute" data-testid="support-mute-dialog">
          <strong>{t("admin.inbox.muteWho")}</strong>
          <Selector columns={1} options={targets} value={chosen ? [chosen] : []} onChange={(values) => values[0] && setTarget(values[0])} data-testid="support-mute-target" />
          <strong>{t("admin.inbox.muteFor")}</strong>
          <Selector
            columns={3}
            options={periodsOf(t)}
            value={[minutes]}
            onChange={(values) => values[0] !== undefined && setMinutes(values[0])}
            data-testid="support-mute-period"
          />
          <Input className="console-input" value={reason} onChange={setReason} placeholder={t("admin.inbox.muteReason")} maxLength={200} data-testid="support-mute-reason" />
          <div className="console-actions">
            <Button color="danger" size="small" loading={mute.isPending} disabled={!chosen} onClick={save} data-testid="support-mute-save">
              {t("admin.inbox.muteConfirm")}
            </Button>
            <Button size="small" onClick={onClose}>
              {t("admin.inbox.cancel")}
            </Button>
          </div>
        </div>
      }
    />
  );
}
