/**
 * The offline page (web/offline.html), precached by the service worker and
 * shown for any navigation while the network is gone: it says so in the
 * app's language, and shows the last draw results the app showed
 * (last-results.ts) and the game rules. It reads nothing else from storage
 * and calls no API: no balance, no name, nothing personal.
 */
import { DEFAULT_LANG, HTML_LANG, isLang, systemLang, type Lang } from "../../i18n/languages";
import { pwa as pwaEn } from "../../i18n/locales/pwa/en";
import { pwa as pwaJp } from "../../i18n/locales/pwa/jp";
import { pwa as pwaKor } from "../../i18n/locales/pwa/kor";
import { pwa as pwaTw } from "../../i18n/locales/pwa/tw";
import { pwa as pwaZh } from "../../i18n/locales/pwa/zh";
import { results as resultsEn } from "../../i18n/locales/results/en";
import { results as resultsJp } from "../../i18n/locales/results/jp";
import { results as resultsKor } from "../../i18n/locales/results/kor";
import { results as resultsTw } from "../../i18n/locales/results/tw";
import { results as resultsZh } from "../../i18n/locales/results/zh";
import { readSavedResults, type SavedGame } from "../last-results";
import { linkManifest } from "../manifest-link";
import "./offline.css";

const TEXTS: Record<Lang, { pwa: typeof pwaEn; rules: readonly string[]; rulesTitle: string }> = {
  zh: { pwa: pwaZh, rules: [resultsZh.ruleDraw, resultsZh.ruleOdds, resultsZh.ruleOpposite], rulesTitle: resultsZh.ruleTitle },
  tw: { pwa: pwaTw, rules: [resultsTw.ruleDraw, resultsTw.ruleOdds, resultsTw.ruleOpposite], rulesTitle: resultsTw.ruleTitle },
  en: { pwa: pwaEn, rules: [resultsEn.ruleDraw, resultsEn.ruleOdds, resultsEn.ruleOpposite], rulesTitle: resultsEn.ruleTitle },
  jp: { pwa: pwaJp, rules: [resultsJp.ruleDraw, resultsJp.ruleOdds, resultsJp.ruleOpposite], rulesTitle: resultsJp.ruleTitle },
  kor: { pwa: pwaKor, rules: [resultsKor.ruleDraw, resultsKor.ruleOdds, resultsKor.ruleOpposite], rulesTitle: resultsKor.ruleTitle },
};

/** The app's language as the app stores it (SPEC section 3: `locale`, `localetype` 0 = follow the system). */
function appLang(): Lang {
  try {
    if (localStorage.getItem("localetype") === "0") return systemLang(navigator.languages);
    const stored = localStorage.getItem("locale");
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; testId?: string } = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.testId) node.dataset.testid = props.testId;
  node.append(...children);
  return node;
}

function gameCard(game: SavedGame, lang: Lang, texts: typeof pwaEn): HTMLElement {
  const time = new Date(game.savedAt).toLocaleString(HTML_LANG[lang], { dateStyle: "short", timeStyle: "short" });
  const list = el("ul", { className: "offline-draws" });
  for (const draw of game.draws) {
    const balls = draw.digits.map((digit) => el("span", { className: "offline-ball", text: String(digit) }));
    list.append(
      el(
        "li",
        { className: "offline-draw", testId: "offline-draw" },
        el("span", { className: "offline-issue", text: draw.issue }),
        el("span", { className: "offline-line" }, ...balls, el("span", { text: "=" }), el("span", { className: "offline-ball offline-sum", text: String(draw.sum) })),
        // Labels were written in the language the app showed them in; in another one only the digits and the sum show.
        el("span", { className: "offline-labels", text: game.lang === lang ? draw.labels.join(" · ") : "" }),
      ),
    );
  }
  return el(
    "section",
    { className: "offline-card", testId: "offline-game" },
    el("h3", { className: "offline-game", text: game.game }),
    el("p", { className: "offline-muted", text: texts.savedAt.replace("{{time}}", time) }),
    list,
  );
}

function render(root: HTMLElement): void {
  const lang = appLang();
  const { pwa: texts, rules, rulesTitle } = TEXTS[lang];
  document.documentElement.lang = HTML_LANG[lang];
  document.title = texts.offlineTitle;
  linkManifest(lang);

  const retry = el("button", { className: "offline-retry", text: texts.offlineRetry, testId: "offline-retry" });
  retry.type = "button";
  retry.addEventListener("click", () => window.location.reload());

  const saved = readSavedResults();
  const results = el("section", { testId: "offline-results" }, el("h2", { text: texts.lastResults }));
  if (saved.length === 0) results.append(el("p", { className: "offline-muted", text: texts.noResults }));
  for (const game of saved) results.append(gameCard(game, lang, texts));

  const rulesBlock = el("section", { className: "offline-card", testId: "offline-rules" }, el("h2", { text: rulesTitle }));
  for (const line of rules) rulesBlock.append(el("p", { text: line }));

  root.replaceChildren(
    el(
      "header",
      { className: "offline-head" },
      el("img", {}),
      el("h1", { text: texts.offlineTitle, testId: "offline-title" }),
      el("p", { text: texts.offlineText }),
      retry,
    ),
    results,
    rulesBlock,
  );
  const icon = root.querySelector("img")!;
  icon.src = "/icons/icon-192.png";
  icon.alt = "";
  icon.width = 56;
  icon.height = 56;
}

const root = document.getElementById("offline");
if (root) render(root);
// Back online: load the page the player asked for.
window.addEventListener("online", () => window.location.reload());
