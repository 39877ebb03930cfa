import { useState } from "react";
import { List, Skeleton, Switch, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { NavBar } from "../../components/NavBar";
import { useBack } from "../../hooks/useBack";
import { trpc } from "../../trpc";
import { pushPermission, subscribeThisBrowser } from "../../push-client";
import "./notifications.css";

interface Preferences {
  readonly deposit: boolean;
  readonly withdrawal: boolean;
  readonly win: boolean;
  readonly closingRooms: readonly number[];
}

type Problem = "denied" | "unsupported" | "unavailable" | null;

/**
 * /notifications (issue 39), reached from /personal: each push notice toggled on its own. Turning one on asks
 * the browser's permission (only then, never on opening the screen) and subscribes this browser; a refused
 * permission is explained, with how to allow it again. Turning one off keeps the subscription: the server just
 * stops sending that kind.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const utils = trpc.useUtils();
  const key = trpc.notifications.publicKey.useQuery();
  const settings = trpc.notifications.preferences.useQuery();
  const games = trpc.home.games.useQuery();
  const subscribe = trpc.notifications.subscribe.useMutation();
  const save = trpc.notifications.setPreferences.useMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(() => {
    const permission = pushPermission();
    return permission === "denied" ? "denied" : permission === "unsupported" ? "unsupported" : null;
  });

  const current = settings.data?.preferences;
  const unavailable = key.data !== undefined && key.data.publicKey === null;

  async function change(next: Preferences, turnedOn: boolean): Promise<void> {
    setBusy(true);
    try {
      if (turnedOn) {
        const publicKey = key.data?.publicKey;
        if (!publicKey) return setProblem("unavailable");
        const outcome = await subscribeThisBrowser(publicKey);
        if (outcome.kind !== "subscribed") return setProblem(outcome.kind);
        setProblem(null);
        await subscribe.mutateAsync({ endpoint: outcome.endpoint, keys: outcome.keys });
      }
      await save.mutateAsync({ ...next, closingRooms: [...next.closingRooms] });
      await utils.notifications.preferences.invalidate();
      Toast.show({ content: t("notifications.saved") });
    } catch {
      Toast.show({ content: t("notifications.failed") });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (field: "deposit" | "withdrawal" | "win") => (on: boolean) => current && void change({ ...current, [field]: on }, on);
  const toggleRoom = (roomId: number) => (on: boolean) =>
    current && void change({ ...current, closingRooms: on ? [...current.closingRooms, roomId] : current.closingRooms.filter((id) => id !== roomId) }, on);

  return (
    <div className="notifications-page" data-testid="notifications">
      <NavBar onBack={back} className="page-navbar">
        {t("notifications.title")}
      </NavBar>
      <p className="notifications-intro">{t("notifications.intro")}</p>
      {(problem !== null || unavailable) && (
        <div className="notifications-problem" role="status" data-testid={`push-${unavailable ? "unavailable" : problem}`}>
          {problem === "denied" && !unavailable && <strong>{t("notifications.deniedTitle")}</strong>}
          <span>{unavailable ? t("notifications.unavailable") : problem === "denied" ? t("notifications.deniedBody") : problem === "unsupported" ? t("notifications.unsupported") : t("notifications.unavailable")}</span>
        </div>
      )}
      {current === undefined ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : (
        <>
          <List>
            <List.Item extra={<Switch checked={current.deposit} disabled={busy || unavailable} onChange={toggle("deposit")} aria-label={t("notifications.deposit")} data-testid="push-toggle-deposit" />}>
              {t("notifications.deposit")}
            </List.Item>
            <List.Item extra={<Switch checked={current.withdrawal} disabled={busy || unavailable} onChange={toggle("withdrawal")} aria-label={t("notifications.withdrawal")} data-testid="push-toggle-withdrawal" />}>
              {t("notifications.withdrawal")}
            </List.Item>
            <List.Item
              description={t("notifications.winHint")}
              extra={<Switch checked={current.win} disabled={busy || unavailable} onChange={toggle("win")} aria-label={t("notifications.win")} data-testid="push-toggle-win" />}
            >
              {t("notifications.win")}
            </List.Item>
          </List>
          <List header={<span className="notifications-closing-head">{t("notifications.closingTitle")} · {t("notifications.closingHint")}</span>}>
            {(games.data?.games ?? []).flatMap((game) =>
              game.rooms.map((room) => {
                const label = `${game.name} · ${room.title}`;
                return (
                  <List.Item key={room.id} extra={<Switch checked={current.closingRooms.includes(room.id)} disabled={busy || unavailable} onChange={toggleRoom(room.id)} aria-label={`${t("notifications.closingTitle")}: ${label}`} />}>
                    {label}
                  </List.Item>
                );
              }),
            )}
          </List>
          <p className="notifications-note">{t("notifications.breakNote")}</p>
        </>
      )}
    </div>
  );
}
