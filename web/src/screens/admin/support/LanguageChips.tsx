import { LANGUAGES, NATIVE_NAMES, type Lang } from "../../../i18n/languages";

/**
 * The five languages as a row of chips that wraps (capsule tabs scroll their
 * last languages out of a half-width panel): one is chosen; `note` adds a
 * count or a mark after a language's name.
 */
export function LanguageChips({ value, onChange, note, testId }: { value: Lang; onChange: (lang: Lang) => void; note?: (lang: Lang) => string; testId: string }) {
  return (
    <div className="support-lang-chips" role="tablist" data-testid={testId}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="tab"
          aria-selected={lang === value}
          className={`support-lang-chip${lang === value ? " support-lang-chip-active" : ""}`}
          onClick={() => onChange(lang)}
          data-lang={lang}
        >
          {NATIVE_NAMES[lang]}
          {note && note(lang) !== "" && <span className="support-lang-note">{note(lang)}</span>}
        </button>
      ))}
    </div>
  );
}
