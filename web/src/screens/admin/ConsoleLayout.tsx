import { AlarmBanner } from "./risk/AlarmBanner";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, Popup } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router-dom";
import { LanguageMenu } from "../../components/LanguageMenu";
import { CONSOLE_LOGIN_PATH } from "../../routes/paths";
import { useSignOut } from "../../session";
import { ConsoleNav } from "./ConsoleNav";
import { useOperator } from "./operator-session";
import "./admin.css";

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/**
 * The console's frame: a side navigation on a desktop-wide window, a menu
 * button opening the same navigation on a phone; the page title, the language
 * picker and sign-out on top; the page below.
 */
export function ConsoleLayout({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  // A keyboard user closes the drawer with Escape, as any menu (antd-mobile's Popup does not listen for it).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  const { signOut, pending } = useSignOut();
  const operator = useOperator();

  const leave = async () => {
    await signOut();
    void navigate(CONSOLE_LOGIN_PATH, { replace: true });
  };

  return (
    <div className="console" data-testid={testId}>
      <aside className="console-side" aria-label={t("admin.nav.title")}>
        <NavLink to="/admin" end className="console-brand">
          <span className="brand-mark" aria-hidden="true">
            Σ
          </span>
          <span>{t("admin.nav.title")}</span>
        </NavLink>
        <ConsoleNav />
      </aside>
      <div className="console-main">
        <header className="console-header">
          <button ref={menuButton} type="button" className="console-menu-button" onClick={() => setMenuOpen(true)} aria-label={t("admin.nav.menu")} data-testid="console-menu">
            <MenuIcon />
          </button>
          <h1 className="console-title">{title}</h1>
          <div className="console-header-actions">
            {actions}
            {operator.data && (
              <span className="console-operator" data-testid="console-operator">
                {operator.data.username}
              </span>
            )}
            <LanguageMenu />
            <Button size="mini" fill="outline" loading={pending} onClick={() => void leave()} data-testid="console-sign-out">
              {t("admin.nav.signOut")}
            </Button>
          </div>
        </header>
        <main className="console-content">
          <AlarmBanner />
          {children}
        </main>
      </div>
      <Popup
        visible={menuOpen}
        onMaskClick={() => setMenuOpen(false)}
        position="left"
        bodyClassName="console-drawer"
        // The keyboard's place moves into the drawer when it opens, and back to the menu button when it closes.
        afterShow={() => drawer.current?.querySelector<HTMLElement>("a")?.focus()}
        afterClose={() => {
          const active = document.activeElement;
          if (active === document.body || drawer.current?.contains(active)) menuButton.current?.focus();
        }}
      >
        {/* The phone's drawer is the same complementary landmark as the desktop's side (nothing outside landmarks). */}
        <aside ref={drawer} aria-label={t("admin.nav.title")}>
          <div className="console-brand console-drawer-brand">
            <span className="brand-mark" aria-hidden="true">
              Σ
            </span>
            <span>{t("admin.nav.title")}</span>
          </div>
          <ConsoleNav onPick={() => setMenuOpen(false)} />
        </aside>
      </Popup>
    </div>
  );
}

/** A titled block of a console page. */
export function Panel({ title, extra, children, className }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`console-panel${className ? ` ${className}` : ""}`}>
      {(title || extra) && (
        <div className="console-panel-head">
          {title && <h2 className="console-panel-title">{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
