import type { ReactNode } from "react";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/LanguageMenu";

/** The frame of the login and register pages: nav bar with back and the language picker, the brand, a form card. */
export function AuthLayout({ title, subtitle, onBack, children, footer }: { title: string; subtitle: string; onBack: () => void; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <NavBar className="auth-navbar" onBack={onBack} backIcon right={<LanguageMenu />}>
        {title}
      </NavBar>
      <div className="auth-hero">
        <div className="auth-balls" aria-hidden="true">
          <span>3</span>
          <span>5</span>
          <span>9</span>
        </div>
        <h1 className="auth-brand">{t("app.name")}</h1>
        <p className="auth-subtitle">{subtitle}</p>
      </div>
      <div className="auth-card">{children}</div>
      <div className="auth-footer">{footer}</div>
    </div>
  );
}
