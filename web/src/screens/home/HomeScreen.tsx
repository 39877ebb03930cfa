import { useState } from "react";
import { NoticeBar, Skeleton, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { SoundIcon } from "../../components/icons";
import { readLine, storeLine, type Line } from "../../session";
import { trpc } from "../../trpc";
import { ActivityFeed } from "./ActivityFeed";
import { BannerCarousel } from "./BannerCarousel";
import { GameList } from "./GameList";
import { HomeHeader } from "./HomeHeader";
import { LinePicker } from "./LinePicker";
import { Shortcuts } from "./Shortcuts";
import "./home.css";

/** The home page (open to guests): header, banners, notice, the official games, the line picker and the wins feed. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const content = trpc.home.content.useQuery();
  const [line, setLine] = useState<Line>(readLine);
  const [picking, setPicking] = useState(false);

  const pick = (next: Line) => {
    storeLine(next);
    setLine(next);
    setPicking(false);
    Toast.show({ icon: "success", content: t("line.switched", { line: next === 0 ? t("line.line1") : t("line.line2") }), duration: 1000 });
  };

  return (
    <div className="home" data-testid="home">
      <HomeHeader line={line} onLineClick={() => setPicking(true)} />
      <div className="home-content">
        {content.isPending ? (
          <Skeleton animated className="home-banner-skeleton" />
        ) : (
          content.data && <BannerCarousel banners={content.data.banners} />
        )}
        {content.data?.notice ? (
          <div className="home-notice" data-testid="notice">
            <NoticeBar content={content.data.notice} color="alert" shape="rounded" speed={40} icon={<SoundIcon />} aria-label={t("home.noticeLabel")} />
          </div>
        ) : null}
        <Shortcuts />
        <section className="home-section">
          <h2 className="section-title">
            <span className="section-title-mark" aria-hidden="true" />
            {t("home.recommended")}
          </h2>
          <GameList />
        </section>
        <ActivityFeed />
      </div>
      <LinePicker visible={picking} line={line} onClose={() => setPicking(false)} onPick={pick} />
    </div>
  );
}
