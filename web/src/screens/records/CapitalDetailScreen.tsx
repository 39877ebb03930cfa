import { useState } from "react";
import { Button, Selector } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { fundMarkText } from "../../format/fund-mark";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { formatTime, type DayBounds, type DayRange } from "./dates";
import { FilterDrawer } from "./FilterDrawer";
import { FilterIcon } from "./FilterIcon";
import { fundAmountView } from "./fund-amount";
import { FUND_FILTERS, fundFilterOf, fundTypeLabel, reviewLabel, type FundFilter } from "./fundLabels";
import { RecordList } from "./RecordList";
import { useDayBounds } from "./useDayBounds";
import { useRangeParams } from "./useFilterParams";
import { usePagedList } from "../../hooks/usePagedList";
import "./records.css";

type FundRecord = RouterOutputs["records"]["funds"]["items"][number];
interface FundFilterDraft extends DayRange {
  readonly type: FundFilter;
}

const PAGE_SIZE = 20;

function FundRow({ line }: { line: FundRecord }) {
  const { t } = useTranslation();
  const amount = fundAmountView(line);
  return (
    <div className="record-card" data-testid="fund-item" data-type={line.type}>
      <div className="record-card-head">
        <span className="record-card-title" data-testid="fund-type">
          {fundTypeLabel(t, line.type)}
        </span>
        <span className={`record-amount record-amount-${amount.kind}`} data-testid="fund-amount" data-kind={amount.kind}>
          {amount.kind === "requested" ? t("records.amountRequested", { amount: money(amount.amountMinor) }) : `${amount.sign}${money(amount.amountMinor)}`}
        </span>
      </div>
      <div className="record-row">
        <span className="record-row-label">{t("records.balanceAfter")}</span>
        <span className="record-row-value" data-testid="fund-over">
          {money(line.overMinor)}
        </span>
      </div>
      <div className="record-row">
        <span className="record-row-label">{t("records.time")}</span>
        <span className="record-row-value">{formatTime(line.createdAtMs)}</span>
      </div>
      {line.mark !== "" && (
        <div className="record-row">
          <span className="record-row-label">{t("records.remark")}</span>
          <span className="record-row-value" data-testid="fund-mark">
            {fundMarkText(t, line.mark, () => line.promotionTitle)}
          </span>
        </div>
      )}
      <div className="record-row">
        <span className="record-row-label">{t("records.reviewStatus")}</span>
        <span className={`record-review record-review-${line.status}`} data-testid="fund-status">
          {reviewLabel(t, line.status)}
        </span>
      </div>
    </div>
  );
}

function FundList({ filter }: { filter: FundFilterDraft }) {
  const utils = trpc.useUtils();
  const type = filter.type === "all" ? null : filter.type;
  const list = usePagedList<FundRecord>(["records", "funds", filter.from, filter.to, type], (page) =>
    utils.client.records.funds.query({ from: filter.from, to: filter.to, type, page, pageSize: PAGE_SIZE }),
  );
  return (
    <RecordList list={list} testId="funds">
      {(line) => <FundRow key={line.id} line={line} />}
    </RecordList>
  );
}

function CapitalDetailBody({ bounds }: { bounds: DayBounds }) {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const { range, defaults, params, apply } = useRangeParams(bounds);
  const [filtering, setFiltering] = useState(false);
  const filter: FundFilterDraft = { ...range, type: fundFilterOf(params.get("type")) };

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
        {t("records.fundTitle")}
      </NavBar>
      <div className="records-range" data-testid="records-range">
        {t("records.range", { from: range.from, to: range.to })}
        {filter.type !== "all" && <span className="records-range-type"> · {fundTypeLabel(t, filter.type)}</span>}
      </div>
      <FundList filter={filter} />
      <FilterDrawer
        visible={filtering}
        onClose={() => setFiltering(false)}
        bounds={bounds}
        value={filter}
        defaults={{ ...defaults, type: "all" }}
        onConfirm={(next) => apply({ from: next.from, to: next.to, type: next.type === "all" ? null : String(next.type) })}
        extra={(draft, change) => (
          <div className="filter-types">
            <div className="filter-label">{t("records.fundType")}</div>
            <Selector
              columns={3}
              value={[draft.type]}
              options={FUND_FILTERS.map((type) => ({ label: fundTypeLabel(t, type), value: type }))}
              onChange={(values) => change({ ...draft, type: values[0] ?? "all" })}
              showCheckMark={false}
              data-testid="filter-type"
            />
          </div>
        )}
      />
    </>
  );
}

/** SPEC section 2, /CapitalDetail: the fund log of a date range and type, with the balance after each entry. */
export default function CapitalDetailScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const errorText = useErrorText();
  const bounds = useDayBounds();

  if (bounds.data) {
    return (
      <div className="records-page" data-testid="capital-detail">
        <CapitalDetailBody bounds={bounds.data} />
      </div>
    );
  }
  return (
    <div className="records-page" data-testid="capital-detail">
      <NavBar onBack={back} className="page-navbar">
        {t("records.fundTitle")}
      </NavBar>
      {bounds.isError ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(bounds.error)}>
          <Button color="primary" shape="rounded" onClick={() => void bounds.refetch()}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
