import "i18next";
import type { AllMessages } from "./messages";

/** Typed keys: `t("home.balance")` is checked against the dictionaries' shape. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: AllMessages };
    returnNull: false;
  }
}
