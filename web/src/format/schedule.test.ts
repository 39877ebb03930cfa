import { beforeAll, describe, expect, it } from "vitest";
import { createInstance, type TFunction } from "i18next";
import { en } from "../i18n/locales/en";
import { jp } from "../i18n/locales/jp";
import { kor } from "../i18n/locales/kor";
import { tw } from "../i18n/locales/tw";
import { zh } from "../i18n/locales/zh";
import { HTML_LANG, LANGUAGES, type Lang } from "../i18n/languages";
import { durationText, scheduleParams, type ScheduleFacts, type ScheduleParams, type ScheduleWord } from "./schedule";

/** The e2e server's and the README's quick setting: 30-second rounds round the clock. */
const ROUND_THE_CLOCK: ScheduleFacts = { timeZone: "Asia/Taipei", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 30, closeSeconds: 5 };
/** SPEC's default: 3.5-minute rounds from 10:00 to 02:00 the next day in Taipei, closing 30 s before the draw. */
const SPEC_DEFAULT: ScheduleFacts = { timeZone: "Asia/Taipei", salesStartMinute: 600, salesEndMinute: 1560, roundSeconds: 210, closeSeconds: 30 };
/** Another zone, a same-day window and lengths that are not whole or half minutes. */
const NEW_YORK: ScheduleFacts = { timeZone: "America/New_York", salesStartMinute: 480, salesEndMinute: 1200, roundSeconds: 200, closeSeconds: 90 };

let i18n: ReturnType<typeof createInstance>;

beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en }, zh: { translation: zh }, tw: { translation: tw }, jp: { translation: jp }, kor: { translation: kor } },
    interpolation: { escapeValue: false },
  });
});

/** The sentences the screens show, built the way useScheduleParams builds them. */
function sentences(lang: Lang, facts: ScheduleFacts) {
  const t: TFunction = i18n.getFixedT(lang);
  const params: ScheduleParams = scheduleParams((key, values) => t(`schedule.${key}`, { replace: values }), HTML_LANG[lang], facts);
  return {
    rule: t("results.ruleRound", params),
    explain: t("results.explainSchedule", params),
    faq: t("results.faqHoursA", params),
    room: t("schedule.roomLine", params),
    notice: t("schedule.notice", params),
  };
}

describe("the schedule's texts, built from the schedule the server reports", () => {
  it("say 30-second rounds round the clock, in all five languages", () => {
    expect(sentences("en", ROUND_THE_CLOCK).rule).toBe("A round lasts 30 seconds; betting closes 5 seconds before the draw. Rounds are sold round the clock.");
    expect(sentences("en", ROUND_THE_CLOCK).explain).toMatch(/^A new round every 30 seconds, round the clock\. Each game/);
    expect(sentences("en", ROUND_THE_CLOCK).room).toBe("A round every 30 seconds · betting closes 5 seconds before the draw · round the clock");
    expect(sentences("zh", ROUND_THE_CLOCK).rule).toBe("每期30秒，开奖前5秒封盘。销售时间：全天 24 小时不间断。");
    expect(sentences("tw", ROUND_THE_CLOCK).rule).toBe("每期30 秒，開獎前5 秒封盤。銷售時間：全天 24 小時不間斷。");
    expect(sentences("jp", ROUND_THE_CLOCK).rule).toBe("1回は30 秒で、抽選の5 秒前に締め切られます。販売時間：24 時間休みなし。");
    expect(sentences("kor", ROUND_THE_CLOCK).rule).toBe("한 회차는 30초이며 추첨 5초 전에 베팅이 마감됩니다. 판매 시간: 24시간 내내.");
    const roundTheClock: Record<Lang, string> = { en: "round the clock", zh: "全天 24 小时", tw: "全天 24 小時", jp: "24 時間", kor: "24시간" };
    for (const lang of LANGUAGES) {
      for (const [which, text] of Object.entries(sentences(lang, ROUND_THE_CLOCK))) {
        expect(text, `${lang} ${which}`).toContain("30");
        expect(text, `${lang} ${which}`).toContain(roundTheClock[lang]);
        expect(text, `${lang} ${which}`).not.toMatch(/3\.5|10:00|02:00|\{\{|\}\}/);
      }
    }
  });

  it("say 3.5 minutes from 10:00 to 02:00 the next day, Taipei time, for SPEC's default, in all five languages", () => {
    expect(sentences("en", SPEC_DEFAULT).rule).toBe(
      "A round lasts 3.5 minutes; betting closes 30 seconds before the draw. Rounds are sold every day from 10:00 to 02:00 the next day (Taiwan Standard Time).",
    );
    expect(sentences("zh", SPEC_DEFAULT).rule).toBe("每期3.5分钟，开奖前30秒封盘。销售时间：每天 10:00 至次日 02:00（台北标准时间）。");
    expect(sentences("tw", SPEC_DEFAULT).explain).toMatch(/^每天 10:00 至隔日 02:00（台北標準時間），每3\.5 分鐘一期。/);
    expect(sentences("jp", SPEC_DEFAULT).rule).toBe("1回は3.5 分で、抽選の30 秒前に締め切られます。販売時間：毎日 10:00 から翌日 02:00 まで（台湾標準時）。");
    expect(sentences("kor", SPEC_DEFAULT).room).toBe("3.5분마다 1회 · 추첨 30초 전 마감 · 매일 10:00부터 다음 날 02:00까지 (대만 표준시)");
    const nextDay: Record<Lang, string> = { en: "to 02:00 the next day", zh: "至次日 02:00", tw: "至隔日 02:00", jp: "翌日 02:00", kor: "다음 날 02:00" };
    for (const lang of LANGUAGES) {
      for (const [which, text] of Object.entries(sentences(lang, SPEC_DEFAULT))) {
        if (which !== "faq") expect(text, `${lang} ${which}`).toMatch(/3\.5/);
        expect(text, `${lang} ${which}`).toContain("10:00");
        expect(text, `${lang} ${which}`).toContain(nextDay[lang]);
        expect(text, `${lang} ${which}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it("name the operator's time zone and write lengths that are not half minutes as minutes and seconds", () => {
    expect(sentences("en", NEW_YORK).rule).toBe(
      "A round lasts 3 minutes 20 seconds; betting closes 1.5 minutes before the draw. Rounds are sold every day from 08:00 to 20:00 (Eastern Time).",
    );
    expect(sentences("zh", NEW_YORK).faq).toBe("销售时间：每天 08:00 至 20:00（北美东部时间）；客服服务时间为 12:00 至 23:30。");
    expect(sentences("tw", NEW_YORK).room).toBe("每3 分鐘 20 秒一期 · 開獎前1.5 分鐘封盤 · 每天 08:00 至 20:00（東部時間）");
    expect(sentences("jp", NEW_YORK).rule).toContain("3 分 20 秒");
    expect(sentences("kor", NEW_YORK).rule).toContain("3분 20초");
    for (const lang of LANGUAGES) expect(sentences(lang, NEW_YORK).rule, lang).not.toContain("Taipei");
  });

  it("word the edges: a window ending at midnight, a full day starting elsewhere, UTC, whole minutes and hours", () => {
    const t = i18n.getFixedT("en");
    const translate = (key: ScheduleWord, values?: Readonly<Record<string, string>>) => t(`schedule.${key}`, { replace: values });
    expect(scheduleParams(translate, "en", { ...SPEC_DEFAULT, salesEndMinute: 1440 }).window).toBe("every day from 10:00 to 24:00 (Taiwan Standard Time)");
    expect(scheduleParams(translate, "en", { ...SPEC_DEFAULT, salesStartMinute: 360, salesEndMinute: 1800 }).window).toBe("round the clock");
    expect(scheduleParams(translate, "en", { ...SPEC_DEFAULT, timeZone: "UTC" }).window).toBe("every day from 10:00 to 02:00 the next day (UTC)");
    expect(durationText(translate, "en", 20)).toBe("20 seconds");
    expect(durationText(translate, "en", 1)).toBe("1 second");
    expect(durationText(translate, "en", 60)).toBe("1 minute");
    expect(durationText(translate, "en", 300)).toBe("5 minutes");
    expect(durationText(translate, "en", 3600)).toBe("1 hour");
    expect(durationText(translate, "en", 3630)).toBe("60.5 minutes");
  });
});
