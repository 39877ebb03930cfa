import { useSyncExternalStore } from "react";
import { currentChoice, subscribeLanguage, type LanguageChoice } from "./index";

/** The current language choice; the component re-renders when it changes. */
export const useLanguageChoice = (): LanguageChoice => useSyncExternalStore(subscribeLanguage, currentChoice);
