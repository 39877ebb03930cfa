import { useState } from "react";
import { Tabs } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useShowError } from "../../errors";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { formatTime } from "../records/dates";
import { RecordList } from "../records/RecordList";
import { usePagedList } from "../../hooks/usePagedList";
import "../records/records.css";
import "./account.css";

type Message = RouterOutputs["notices"]["inbox"]["items"][number];
type Announcement = RouterOutputs["notices"]["announcements"]["items"][number];
type Tab = "inbox" | "announcements";

const PAGE_SIZE = 20;
const INBOX_KEY = ["notices", "inbox"] as const;

function InboxItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [open, setOpen] = useState(false);
  const markRead = trpc.notices.markRead.useMutation();
  const unread = message.readAtMs === null;

  const tap = () => {
    setOpen((o) => !o);
    if (unread && !markRead.isPending) {
      markRead.mutate({ id: message.id }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY }), onError: showError });
    }
  };

  return (
    <button type="button" className="record-card notice-item" onClick={tap} aria-expanded={open} data-testid="inbox-item" data-unread={unread ? "true" : "false"}>
      <div className="record-card-head">
        <span className="record-card-title">
          {unread && <span className="notice-dot" aria-label={t("account.unread")} />}
          {message.title}
        </span>
        <span className="notice-time">{formatTime(message.createdAtMs)}</span>
      </div>
      <div className={`notice-content${open ? " notice-content-open" : ""}`}>{message.content}</div>
    </button>
  );
}

function AnnouncementItem({ item }: { item: Announcement }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" className="record-card notice-item" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="announcement-item">
      <div className="record-card-head">
        <span className="record-card-title">{item.title}</span>
        <span className="notice-time">{formatTime(item.createdAtMs)}</span>
      </div>
      <div className={`notice-content${open ? " notice-content-open" : ""}`}>{item.content}</div>
    </button>
  );
}

function InboxList() {
  const utils = trpc.useUtils();
  const list = usePagedList<Message>([...INBOX_KEY], (page) => utils.client.notices.inbox.query({ page, pageSize: PAGE_SIZE }));
  return (
    <RecordList list={list} testId="inbox">
      {(message) => <InboxItem key={message.id} message={message} />}
    </RecordList>
  );
}

function AnnouncementList() {
  const utils = trpc.useUtils();
  const list = usePagedList<Announcement>(["notices", "announcements"], (page) => utils.client.notices.announcements.query({ page, pageSize: PAGE_SIZE }));
  return (
    <RecordList list={list} testId="announcements">
      {(item) => <AnnouncementItem key={item.id} item={item} />}
    </RecordList>
  );
}

/** SPEC section 2, /Notice: the player's in-site messages (tap to read) and the platform announcements. */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "announcements" ? "announcements" : "inbox";

  return (
    <div className="account-page" data-testid="notice-screen">
      <NavBar onBack={back} className="page-navbar">
        {t("account.noticeTitle")}
      </NavBar>
      <Tabs activeKey={tab} onChange={(key) => setParams(key === "announcements" ? { tab: key } : {}, { replace: true })} className="records-tabs">
        <Tabs.Tab title={<span data-testid="notice-tab-inbox">{t("account.inbox")}</span>} key="inbox" />
        <Tabs.Tab title={<span data-testid="notice-tab-announcements">{t("account.announcements")}</span>} key="announcements" />
      </Tabs>
      {tab === "inbox" ? <InboxList /> : <AnnouncementList />}
    </div>
  );
}
