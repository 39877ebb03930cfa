import { useState } from "react";
import { Button, Toast } from "antd-mobile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { confirmDialog } from "./confirm";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { QueryState } from "./QueryState";
import { PromotionEditor } from "./promotions/PromotionEditor";
import { localInput } from "./promotions/promotion-draft";
import "./promotions/promotions.css";

type ConsolePromotion = RouterOutputs["admin"]["promotions"]["list"][number];

const kindName = (t: TFunction, kind: ConsolePromotion["reward"]["kind"]) =>
  kind === "first_deposit" ? t("admin.promotions.kindFirstDeposit") : kind === "check_in" ? t("admin.promotions.kindCheckIn") : t("admin.promotions.kindRedPacket");
const statusName = (t: TFunction, status: ConsolePromotion["status"]) =>
  status === "running" ? t("admin.promotions.statusRunning") : status === "paused" ? t("admin.promotions.statusPaused") : t("admin.promotions.statusEnded");

/**
 * /admin/promotions (issue 40): the operator creates promotions with their terms in five languages, and pauses,
 * resumes or ends them; each card says what its claims paid and what a red packet has left. Every change is audited.
 */
export default function PromotionsScreen() {
  const { t } = useTranslation();
  const list = trpc.admin.promotions.list.useQuery(undefined, { staleTime: 0 });
  const [creating, setCreating] = useState(false);
  return (
    <ConsoleLayout title={t("admin.promotions.title")} testId="console-promotions">
      <p className="console-muted">{t("admin.promotions.intro")}</p>
      <Panel title={t("admin.promotions.create")}>
        {creating ? (
          <PromotionEditor nowMs={Date.now()} onDone={() => setCreating(false)} />
        ) : (
          <Button size="small" color="primary" onClick={() => setCreating(true)} data-testid="promotion-add">
            {t("admin.promotions.create")}
          </Button>
        )}
      </Panel>
      <QueryState query={list} empty={false}>
        {list.data && list.data.length === 0 && <p data-testid="promotions-none">{t("admin.promotions.none")}</p>}
        <div className="console-cards">
          {list.data?.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </div>
      </QueryState>
    </ConsoleLayout>
  );
}

function PromotionCard({ promotion }: { promotion: ConsolePromotion }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.promotions.setStatus.useMutation();
  const change = async (status: ConsolePromotion["status"]) => {
    if (setStatus.isPending) return;
    if (status === "ended" && !(await confirmDialog(t("admin.promotions.endConfirm")))) return;
    setStatus.mutate(
      { id: promotion.id, status },
      {
        onSuccess: () => {
          Toast.show({ icon: "success", content: t("admin.promotions.saved") });
          void utils.admin.promotions.list.invalidate();
        },
        onError: showError,
      },
    );
  };
  const title = promotion.terms.tw.title;
  return (
    <article className="console-card" data-testid="promotion-card" data-promotion-id={promotion.id} data-status={promotion.status}>
      <div className="console-card-head">
        <span className="console-card-title">
          {title} <span className="console-muted">#{promotion.id}</span>
        </span>
        <span className={`console-tag${promotion.status === "running" ? "" : " console-tag-bad"}`} data-testid="promotion-status">
          {statusName(t, promotion.status)}
        </span>
      </div>
      <dl className="console-fields">
        <dt>{t("admin.promotions.kind")}</dt>
        <dd>{kindName(t, promotion.reward.kind)}</dd>
        <dt>
          {t("admin.promotions.start")} – {t("admin.promotions.end")}
        </dt>
        <dd>{t("admin.promotions.period", { from: localInput(promotion.startMs).replace("T", " "), to: localInput(promotion.endMs).replace("T", " ") })}</dd>
        <dt>{t("admin.promotions.wageringMultiple")}</dt>
        <dd>{promotion.wageringMultiple}</dd>
      </dl>
      <p className="console-muted" data-testid="promotion-claimed">
        {t("admin.promotions.claimed", { amount: money(promotion.claimedMinor), count: promotion.claims })}
        {promotion.redPacket && ` · ${t("admin.promotions.left", { amount: money(promotion.redPacket.remainingMinor), packets: promotion.redPacket.remainingPackets })}`}
      </p>
      {promotion.status !== "ended" && (
        <div className="console-inline">
          {promotion.status === "running" ? (
            <Button size="small" onClick={() => void change("paused")} data-testid="promotion-pause">
              {t("admin.promotions.pause")}
            </Button>
          ) : (
            <Button size="small" color="primary" onClick={() => void change("running")} data-testid="promotion-resume">
              {t("admin.promotions.resume")}
            </Button>
          )}
          <Button size="small" color="danger" fill="outline" onClick={() => void change("ended")} data-testid="promotion-end">
            {t("admin.promotions.endNow")}
          </Button>
        </div>
      )}
    </article>
  );
}
