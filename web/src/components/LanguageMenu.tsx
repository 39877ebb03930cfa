import { useState } from "react";
import { useTranslation } from "react-i18next";
import { chooseLanguage } from "../i18n";
import { LOCALE_TYPE_OF, NATIVE_NAMES, PICKER_ORDER } from "../i18n/languages";
import { useLanguageChoice } from "../i18n/useLanguage";
import { ChoiceSheet } from "./ChoiceSheet";
import { GlobeIcon } from "./icons";

/** The login and register pages' language picker: the five languages, each in its own script. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { lang } = useLanguageChoice();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The name starts with the language shown (WCAG 2.5.3, label in name: a voice user says what they see), then what the button does. */}
      <button type="button" className="lang-menu" onClick={() => setOpen(true)} aria-label={`${NATIVE_NAMES[lang]}, ${t("auth.languageMenu")}`} data-testid="language-menu">
        <GlobeIcon />
        <span>{NATIVE_NAMES[lang]}</span>
      </button>
      <ChoiceSheet
        visible={open}
        title={t("auth.languageMenu")}
        cancelText={t("common.cancel")}
        onClose={() => setOpen(false)}
        choices={PICKER_ORDER.map((option) => ({
          key: option,
          text: NATIVE_NAMES[option],
          current: option === lang,
          onChoose: () => {
            if (option !== lang) void chooseLanguage(LOCALE_TYPE_OF[option]);
          },
        }))}
      />
    </>
  );
}
