import type { ReactNode } from "react";
import "antd-mobile/es/components/capsule-tabs/capsule-tabs.css";
import "./console-tabs.css";

export interface ConsoleTab {
  readonly key: string;
  readonly title: ReactNode;
}

/**
 * The console's row of capsule switches (a queue's status, a report's grouping, a content language...). It looks
 * like antd-mobile's CapsuleTabs (the same classes, so its styles and the theme's tokens apply) but each capsule is
 * a real button, pressed when chosen: CapsuleTabs draws plain divs a keyboard cannot reach, and its scrolling row
 * holds nothing focusable (axe: scrollable-region-focusable).
 */
export function ConsoleTabs({ tabs, activeKey, onChange, className }: { tabs: readonly ConsoleTab[]; activeKey: string; onChange: (key: string) => void; className?: string }) {
  return (
    <div className={`adm-capsule-tabs console-tabs${className ? ` ${className}` : ""}`}>
      <div className="adm-capsule-tabs-header">
        <div className="adm-capsule-tabs-tab-list" role="group">
          {tabs.map((tab) => (
            <div key={tab.key} className="adm-capsule-tabs-tab-wrapper">
              <button
                type="button"
                className={`adm-capsule-tabs-tab${tab.key === activeKey ? " adm-capsule-tabs-tab-active" : ""}`}
                aria-pressed={tab.key === activeKey}
                onClick={() => {
                  if (tab.key !== activeKey) onChange(tab.key);
                }}
              >
                {tab.title}
              </button>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
