import { useState } from "react";
import { Button, List, Tag, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { CheckIcon, SignalIcon } from "../../components/icons";
import { readLine, storeLine, type Line } from "../../session";
import { useBack } from "../../hooks/useBack";
import "./personal.css";

/** SPEC section 2, /changeline: line 1 or line 2 (sessionStorage activeList, as the home line picker), confirm goes back. */
export default function ChangeLineScreen() {
  const { t } = useTranslation();
  const back = useBack("/setting?type=1");
  const [current] = useState<Line>(readLine);
  const [chosen, setChosen] = useState<Line>(current);
  const name = (line: Line) => (line === 0 ? t("line.line1") : t("line.line2"));

  const confirm = () => {
    storeLine(chosen);
    Toast.show({ icon: "success", content: t("line.switched", { line: name(chosen) }), duration: 1000 });
    back();
  };

  return (
    <div className="changeline-page" data-testid="changeline">
      <NavBar onBack={back} className="page-navbar">
        {t("changeLine.title")}
      </NavBar>
      <div className="changeline-current" data-testid="changeline-current">
        {t("changeLine.current", { line: name(current) })}
      </div>
      <List className="settings-list">
        {([0, 1] as const).map((line) => (
          <List.Item
            key={line}
            prefix={<SignalIcon className="personal-entry-icon" />}
            arrowIcon={false}
            onClick={() => setChosen(line)}
            extra={chosen === line ? <CheckIcon className="changeline-check" /> : null}
            data-testid={`changeline-option-${line}`}
          >
            {name(line)}{" "}
            {line === 1 && (
              <Tag color="danger" round>
                {t("line.best")}
              </Tag>
            )}
          </List.Item>
        ))}
      </List>
      <div className="settings-logout">
        <Button block color="primary" shape="rounded" onClick={confirm} data-testid="changeline-confirm">
          {t("changeLine.confirm")}
        </Button>
      </div>
    </div>
  );
}
