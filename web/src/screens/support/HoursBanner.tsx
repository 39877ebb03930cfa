import { useTranslation } from "react-i18next";
import { zoneName } from "../../format/schedule";
import { HTML_LANG, isLang } from "../../i18n/languages";
import { hoursText, openingWhen } from "./thread";

/** support.thread's `hours`: whether staff answer now, else when they next do, on the operator's clock. */
export interface DeskHours {
  readonly open: boolean;
  readonly nextOpeningMs: number | null;
  readonly startMinute: number;
  readonly endMinute: number;
  readonly timeZone: string;
}

/** Above the thread: staff are online (with the hours), or away and when they will answer (messages are kept meanwhile). */
export function HoursBanner({ hours }: { hours: DeskHours }) {
  const { t, i18n } = useTranslation();
  if (hours.open || hours.nextOpeningMs === null) {
    const daily = hoursText(hours.startMinute, hours.endMinute);
    return (
      <div className="chat-hours chat-hours-open" data-testid="chat-hours" data-open="true">
        <span className="chat-hours-dot" aria-hidden="true" />
        {daily === null ? t("support.openAllDay") : t("support.open", { hours: daily })}
      </div>
    );
  }
  const locale = isLang(i18n.language) ? HTML_LANG[i18n.language] : i18n.language;
  const when = openingWhen(hours.nextOpeningMs, Date.now(), hours.timeZone);
  const params = { time: when.time, date: when.date, zone: zoneName(locale, hours.timeZone) };
  const text = when.day === "today" ? t("support.closedToday", params) : when.day === "tomorrow" ? t("support.closedTomorrow", params) : t("support.closedDate", params);
  return (
    <div className="chat-hours chat-hours-closed" data-testid="chat-hours" data-open="false" role="status">
      {text}
    </div>
  );
}
