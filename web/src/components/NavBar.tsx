import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackIcon } from "./icons";
// The kit's nav bar look (its class names), without its markup: see below.
import "antd-mobile/es/components/nav-bar/nav-bar.css";
import "./nav-bar.css";

/**
 * The page's top bar: back, title, right-hand actions. antd-mobile's NavBar puts role="button" on the whole left
 * side, unnamed and unreachable by keyboard (axe: aria-command-name on nearly every screen, issue 39); this one draws
 * the same bar (the kit's classes, so the look is unchanged) with a real, named back button of at least 44x44 px.
 */
export function NavBar(props: {
  onBack?: () => void;
  /** Kept for the kit's signature: the back arrow always shows when there is onBack. */
  backIcon?: boolean;
  right?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`adm-nav-bar${props.className ? ` ${props.className}` : ""}`} style={props.style} data-testid={props["data-testid"]}>
      <div className="adm-nav-bar-left">
        {props.onBack && (
          <button type="button" className="adm-nav-bar-back nav-bar-back" onClick={props.onBack} aria-label={t("assist.back")}>
            <span className="adm-nav-bar-back-arrow">
              <BackIcon />
            </span>
          </button>
        )}
      </div>
      <div className="adm-nav-bar-title">{props.children}</div>
      <div className="adm-nav-bar-right">{props.right}</div>
    </div>
  );
}
