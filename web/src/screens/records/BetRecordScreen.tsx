import { useState } from "react";
import { Button, Tabs } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { useSession } from "../../session";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import type { BetItem } from "./betStatus";
import { BetRow } from "./BetRow";
import type { DayBounds, DayRange } from "./dates";
import { FilterDrawer } from "./FilterDrawer";
import { FilterIcon } from "./FilterIcon";
import { RecordList } from "./RecordList";
import { useDayBounds } from "./useDayBounds";
import { useRangeParams } from "./useFilterParams";
import { usePagedList } from "../../hooks/usePagedList";
import "./records.css";

/** SPEC section 6: agents (group 3) also see their subordinates' bets. */
const AGENT_GROUP = 3;
const PAGE_SIZE = 20;

type Scope = "self" | "subordinates";

function BetList({ scope, range }: { scope: Scope; range: DayRange }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = usePagedList<BetItem>(["records", "bets", scope, range.from, range.to], (page) =>
    utils.client.records.bets.query({ scope, from: range.from, to: range.to, page, pageSize: PAGE_SIZE }),
  );
  const open = (bet: BetItem) => {
    // The detail screen shows the row at once and refreshes it from the server.
    utils.records.betDetail.setData({ betId: bet.id }, bet);
    void navigate(`/betDetail?item=${encodeURIComponent(JSON.stringify({ id: bet.id, orderNo: bet.orderNo }))}`);
  };
  return (
    <RecordList list={list} testId={`bets-${scope}`}>
      {(bet) => <BetRow key={bet.id} bet={bet} team={scope === "subordinates"} onOpen={open} />}
    </RecordList>
  );
}

function BetRecordBody({ bounds, agent }: { bounds: DayBounds; agent: boolean }) {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const { range, defaults, params, apply } = useRangeParams(bounds);
  const [filtering, setFiltering] = useState(false);
  const scope: Scope = agent && params.get("tab") === "subordinates" ? "subordinates" : "self";

  return (
    <>
      <NavBar
        onBack={back}
        className="page-navbar"
        right={
          <button type="button" className="records-filter-button" onClick={() => setFiltering(true)} aria-label={t("records.filter")} data-testid="filter-open">
            <FilterIcon />
          </button>
        }
      >
        {t("records.betTitle")}
      </NavBar>
      {agent && (
        <Tabs activeKey={scope} onChange={(key) => apply({ tab: key === "subordinates" ? "subordinates" : null })} className="records-tabs">
          <Tabs.Tab title={<span data-testid="bet-tab-self">{t("records.tabSelf")}</span>} key="self" />
          <Tabs.Tab title={<span data-testid="bet-tab-subordinates">{t("records.tabSubordinates")}</span>} key="subordinates" />
        </Tabs>
      )}
      <div className="records-range" data-testid="records-range">
        {t("records.range", { from: range.from, to: range.to })}
      </div>
      <BetList key={scope} scope={scope} range={range} />
      <FilterDrawer
        visible={filtering}
        onClose={() => setFiltering(false)}
        bounds={bounds}
        value={range}
        defaults={defaults}
        onConfirm={(next) => apply({ from: next.from, to: next.to })}
      />
    </>
  );
}

/**
 * SPEC section 2, /BetRecord ("trade record"): the player's bets of a date
 * range, newest first; agents get a second tab with their subordinates' bets.
 * Tapping a bet opens /betDetail.
 */
export default function BetRecordScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const errorText = useErrorText();
  const session = useSession();
  const bounds = useDayBounds();

  if (bounds.data && session.data) {
    return (
      <div className="records-page" data-testid="bet-record">
        <BetRecordBody bounds={bounds.data} agent={session.data.groupId === AGENT_GROUP} />
      </div>
    );
  }
  return (
    <div className="records-page" data-testid="bet-record">
      <NavBar onBack={back} className="page-navbar">
        {t("records.betTitle")}
      </NavBar>
      {bounds.isError || session.isError ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(bounds.error ?? session.error)}>
          <Button color="primary" shape="rounded" onClick={() => void Promise.all([bounds.refetch(), session.refetch()])}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
