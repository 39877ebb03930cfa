import { useState, type ReactNode } from "react";
import { Button, DatePicker, Popup, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { dateOfDay, dayOfDate, rangeProblem, type DayBounds, type DayRange } from "./dates";

type Which = "from" | "to";

interface FilterProps<F extends DayRange> {
  bounds: DayBounds;
  value: F;
  defaults: F;
  onConfirm: (filter: F) => void;
  extra?: (draft: F, change: (draft: F) => void) => ReactNode;
}

/**
 * SPEC section 2: the filter drawer of /BetRecord and /CapitalDetail, opened
 * from the top right. Start and end dates (2018-01-01 to today), Reset, Confirm;
 * `extra` adds more fields (the fund type) to the same draft. Nothing applies
 * until Confirm, and a range the server would refuse is explained here instead.
 */
export function FilterDrawer<F extends DayRange>({ visible, onClose, ...form }: FilterProps<F> & { visible: boolean; onClose: () => void }) {
  // destroyOnClose: each opening mounts a fresh form, which starts from what is applied now.
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="right" bodyClassName="filter-drawer" destroyOnClose>
      <FilterForm {...form} onDone={onClose} />
    </Popup>
  );
}

function FilterForm<F extends DayRange>({ bounds, value, defaults, onConfirm, extra, onDone }: FilterProps<F> & { onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Which date the picker edits; kept while it closes, so its title and wheel do not jump during the slide.
  const [picking, setPicking] = useState<Which>("from");
  const [pickerOpen, setPickerOpen] = useState(false);

  const confirm = () => {
    const problem = rangeProblem(draft, bounds);
    if (problem === "reversed") return void Toast.show({ content: t("records.rangeReversed") });
    if (problem === "tooLong") return void Toast.show({ content: t("records.rangeTooLong", { days: bounds.maxSpanDays }) });
    if (problem === "outOfBounds") return void Toast.show({ content: t("records.rangeOutOfBounds", { first: bounds.first, today: bounds.today }) });
    onConfirm(draft);
    onDone();
  };

  const field = (which: Which, label: string) => (
    <button type="button" className="filter-field" onClick={() => {
        setPicking(which);
        setPickerOpen(true);
      }} data-testid={`filter-${which}`}>
      <span className="filter-label">{label}</span>
      <span className="filter-value">{draft[which]}</span>
    </button>
  );

  return (
    <>
      <div className="filter-body" data-testid="filter-drawer">
        <div className="filter-title">{t("records.filter")}</div>
        {field("from", t("records.startDate"))}
        {field("to", t("records.endDate"))}
        {extra?.(draft, setDraft)}
      </div>
      <div className="filter-actions">
        <Button block shape="rounded" onClick={() => setDraft(defaults)} data-testid="filter-reset">
          {t("records.reset")}
        </Button>
        <Button block shape="rounded" color="primary" onClick={confirm} data-testid="filter-confirm">
          {t("records.confirm")}
        </Button>
      </div>
      <DatePicker
        visible={pickerOpen}
        title={picking === "to" ? t("records.endDate") : t("records.startDate")}
        min={dateOfDay(bounds.first)}
        max={dateOfDay(bounds.today)}
        value={dateOfDay(draft[picking])}
        onClose={() => setPickerOpen(false)}
        onConfirm={(date) => setDraft({ ...draft, [picking]: dayOfDate(date) } as F)}
      />
    </>
  );
}
