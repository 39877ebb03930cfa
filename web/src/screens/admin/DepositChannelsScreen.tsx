import { useState } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { channelLabel } from "../../../../src/domain/wallet/deposit-channel";
import { money } from "../../format/money";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { ChannelEditor } from "./channels/ChannelEditor";
import { draftOf, NEW_CHANNEL, saveInput, type ConsoleChannel } from "./channels/channel-draft";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { QueryState } from "./QueryState";
import { newRequestId } from "./request-id";
import "./channels/channels.css";

/**
 * /admin/deposit-channels: where players pay in. Each channel shows what
 * players see; it is edited in place, switched off or on in one click, never
 * deleted (requests keep the channel they named). Every change is audited.
 */
export default function DepositChannelsScreen() {
  const { t } = useTranslation();
  const list = trpc.admin.depositChannels.list.useQuery(undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<number | "new" | null>(null);
  return (
    <ConsoleLayout title={t("admin.channels.title")} testId="console-deposit-channels">
      <p className="console-muted channel-intro">{t("admin.channels.intro")}</p>
      <QueryState query={list} empty={false}>
        {list.data && list.data.length === 0 && <p data-testid="channels-none">{t("admin.channels.none")}</p>}
        <div className="console-cards">
          {list.data?.map((channel) =>
            editing === channel.id ? (
              <Panel key={channel.id} title={`#${channel.id}`}>
                <ChannelEditor id={channel.id} initial={draftOf(channel)} onDone={() => setEditing(null)} />
              </Panel>
            ) : (
              <ChannelCard key={channel.id} channel={channel} onEdit={() => setEditing(channel.id)} />
            ),
          )}
        </div>
      </QueryState>
      <Panel title={t("admin.channels.add")}>
        {editing === "new" ? (
          <ChannelEditor id={null} initial={NEW_CHANNEL} onDone={() => setEditing(null)} />
        ) : (
          <Button size="small" color="primary" onClick={() => setEditing("new")} data-testid="channel-add">
            {t("admin.channels.add")}
          </Button>
        )}
      </Panel>
    </ConsoleLayout>
  );
}

function ChannelCard({ channel, onEdit }: { channel: ConsoleChannel; onEdit: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.depositChannels.save.useMutation();
  const toggle = () => {
    if (save.isPending) return;
    save.mutate(saveInput(channel.id, { ...draftOf(channel), active: !channel.active }, newRequestId()), {
      onSuccess: () => {
        Toast.show({ icon: "success", content: t("admin.channels.saved") });
        void utils.admin.depositChannels.list.invalidate();
      },
      onError: showError,
    });
  };
  return (
    <article className={`console-card${channel.active ? "" : " channel-off"}`} data-testid="channel-card" data-channel-id={channel.id}>
      <div className="console-card-head">
        <span className="console-card-title">
          {channelLabel(channel)} <span className="console-muted">#{channel.id}</span>
        </span>
        <span className={`console-tag${channel.active ? "" : " console-tag-bad"}`} data-testid="channel-state">
          {channel.active ? t("admin.channels.on") : t("admin.channels.off")}
        </span>
      </div>
      <dl className="console-fields">
        {channel.kind === "bank" ? (
          <>
            <dt>{t("admin.channels.holder")}</dt>
            <dd>{channel.holder}</dd>
            <dt>{t("admin.channels.accountNumber")}</dt>
            <dd>{channel.accountNumber}</dd>
            {channel.branch !== "" && (
              <>
                <dt>{t("admin.channels.branch")}</dt>
                <dd>{channel.branch}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>{t("admin.channels.address")}</dt>
            <dd>{channel.address}</dd>
          </>
        )}
        <dt>{t("admin.channels.currencies")}</dt>
        <dd>{channel.currencies.join(", ")}</dd>
        <dt>
          {t("admin.channels.min")} – {t("admin.channels.max")}
        </dt>
        <dd>{t("admin.channels.limits", { min: money(channel.minMinor), max: money(channel.maxMinor) })}</dd>
        <dt>{t("admin.channels.sortOrder")}</dt>
        <dd>{channel.sortOrder}</dd>
      </dl>
      <div className="console-inline">
        <Button size="small" onClick={onEdit} data-testid="channel-edit">
          {t("admin.channels.edit")}
        </Button>
        <Button size="small" color={channel.active ? "danger" : "primary"} fill="outline" loading={save.isPending} onClick={toggle} data-testid="channel-toggle">
          {channel.active ? t("admin.channels.switchOff") : t("admin.channels.switchOn")}
        </Button>
      </div>
    </article>
  );
}
