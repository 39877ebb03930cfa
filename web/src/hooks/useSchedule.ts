import { useTranslation } from "react-i18next";
import { scheduleParams, type ScheduleParams } from "../format/schedule";
import { HTML_LANG, isLang } from "../i18n/languages";
import { trpc } from "../trpc";

/**
 * The words the schedule's sentences are filled with ({{round}}, {{close}}, {{window}}), from the schedule the
 * server runs on now, in the language shown; null until the server has answered (never a fixed 3.5 minutes).
 */
export function useScheduleParams(): ScheduleParams | null {
  const { t, i18n } = useTranslation();
  const schedule = trpc.home.schedule.useQuery(undefined, { staleTime: 60_000 });
  if (!schedule.data) return null;
  const locale = isLang(i18n.language) ? HTML_LANG[i18n.language] : i18n.language;
  return scheduleParams((key, params) => t(`schedule.${key}` as "schedule.windowInZone", { replace: params }), locale, schedule.data);
}
