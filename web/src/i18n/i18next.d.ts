import "i18next";
import type { Messages } from "./messages";

/** Typed keys: `t("home.balance")` is checked against the dictionaries' shape. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
    returnNull: false;
  }
}
