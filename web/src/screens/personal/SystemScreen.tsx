import { useState } from "react";
import { List, Switch } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useBack } from "../../hooks/useBack";
import "./personal.css";

/** Local only: nothing is sent to the server. */
const PROFIT_VIBRATION_KEY = "profitVibration";

export function readProfitVibration(): boolean {
  try {
    return localStorage.getItem(PROFIT_VIBRATION_KEY) === "1";
  } catch {
    return false;
  }
}

function storeProfitVibration(on: boolean): void {
  try {
    localStorage.setItem(PROFIT_VIBRATION_KEY, on ? "1" : "0");
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}

/** SPEC section 2, /system: one switch, profit vibration, kept in localStorage. */
export default function SystemScreen() {
  const { t } = useTranslation();
  const back = useBack("/setting?type=1");
  const [on, setOn] = useState(readProfitVibration);
  const change = (next: boolean) => {
    storeProfitVibration(next);
    setOn(next);
  };
  return (
    <div className="system-page" data-testid="system">
      <NavBar onBack={back} className="page-navbar">
        {t("system.title")}
      </NavBar>
      <List className="settings-list">
        <List.Item
          description={t("system.profitVibrationHint")}
          extra={<Switch checked={on} onChange={change} data-testid="profit-vibration" aria-label={t("system.profitVibration")} />}
        >
          {t("system.profitVibration")}
        </List.Item>
      </List>
    </div>
  );
}
