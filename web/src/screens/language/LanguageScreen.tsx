import { List, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { CheckIcon } from "../../components/icons";
import { chooseLanguage, i18n } from "../../i18n";
import { FOLLOW_SYSTEM, LOCALE_TYPE_OF, NATIVE_NAMES, PICKER_ORDER, type LocaleType } from "../../i18n/languages";
import { useLanguageChoice } from "../../i18n/useLanguage";
import "./language.css";

/** SPEC section 2, /language: follow system, then the five languages; the choice is remembered (localStorage). */
export default function LanguageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useLanguageChoice();

  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/", { replace: true }));

  const pick = async (type: LocaleType) => {
    await chooseLanguage(type);
    // In the language just chosen (this render's `t` still speaks the old one).
    Toast.show({ icon: "success", content: i18n.t("common.setSuccess"), duration: 800 });
    back();
  };

  const options: readonly { type: LocaleType; title: string; description?: string }[] = [
    { type: FOLLOW_SYSTEM, title: t("language.followSystem"), description: choice.type === FOLLOW_SYSTEM ? t("language.followSystemHint", { name: NATIVE_NAMES[choice.lang] }) : undefined },
    ...PICKER_ORDER.map((lang) => ({ type: LOCALE_TYPE_OF[lang], title: NATIVE_NAMES[lang] })),
  ];

  return (
    <div className="language-page">
      <NavBar onBack={back} className="page-navbar">
        {t("language.title")}
      </NavBar>
      <List className="language-list" data-testid="language-list">
        {options.map((option) => (
          <List.Item
            key={option.type}
            description={option.description}
            onClick={() => void pick(option.type)}
            arrowIcon={false}
            extra={choice.type === option.type ? <CheckIcon className="language-check" /> : null}
          >
            <span data-locale-type={option.type} aria-current={choice.type === option.type || undefined}>
              {option.title}
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
