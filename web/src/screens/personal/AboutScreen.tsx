import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useBack } from "../../hooks/useBack";
import "./personal.css";

/** SPEC section 2, /about. */
const APP_VERSION = "21.04.02";

export default function AboutScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  return (
    <div className="about-page" data-testid="about">
      <NavBar onBack={back} className="page-navbar">
        {t("about.title")}
      </NavBar>
      <div className="about-body">
        <span className="brand-mark" aria-hidden="true">
          Σ
        </span>
        <div className="about-name">{t("app.name")}</div>
        <div className="about-version" data-testid="about-version">
          {t("about.version", { version: APP_VERSION })}
        </div>
        <div className="about-copyright">{t("about.copyright", { year: "2021" })}</div>
      </div>
    </div>
  );
}
