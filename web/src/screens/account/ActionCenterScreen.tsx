import { useTranslation } from "react-i18next";
import { NavBar } from "../../components/NavBar";
import { PageLoading } from "../../components/PageLoading";
import { useBack } from "../../hooks/useBack";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { BannerArt } from "./ActivityArt";
import { PromotionCard } from "./PromotionCard";
import "./account.css";
import "./promotions.css";

/** With no promotion running: SPEC section 2's three pictures, so the page is never empty. */
function StaticBanners() {
  const { t } = useTranslation();
  const banners = [
    { kind: 0 as const, title: t("account.activityWelcomeTitle"), text: t("account.activityWelcomeText") },
    { kind: 1 as const, title: t("account.activityDrawTitle"), text: t("account.activityDrawText") },
    { kind: 2 as const, title: t("account.activityInviteTitle"), text: t("account.activityInviteText") },
  ];
  return (
    <>
      <p className="promotion-empty">{t("promotions.empty")}</p>
      {banners.map((banner) => (
        <figure key={banner.kind} className="activity-banner" data-testid="activity-banner">
          <BannerArt kind={banner.kind} />
          <figcaption className="activity-caption">
            <span className="activity-title">{banner.title}</span>
            <span className="activity-text">{banner.text}</span>
          </figcaption>
        </figure>
      ))}
    </>
  );
}

/**
 * /actionCenter (issue 40): the running promotions with their terms in the player's language, what the player has
 * claimed and what is left, a claim button where one applies, and the bonus wagering still needed.
 */
export default function ActionCenterScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const list = trpc.promotions.list.useQuery();
  return (
    <div className="account-page" data-testid="action-center">
      <NavBar onBack={back} className="page-navbar">
        {t("account.actionCenterTitle")}
      </NavBar>
      <div className="activity-list">
        {list.isPending ? (
          <PageLoading />
        ) : (list.data?.promotions.length ?? 0) === 0 ? (
          <StaticBanners />
        ) : (
          <>
            {list.data!.wageringLeftMinor > 0 && (
              <p className="promotion-wagering card" data-testid="promotion-wagering">
                {t("promotions.wageringLeft", { amount: money(list.data!.wageringLeftMinor) })}
              </p>
            )}
            {list.data!.promotions.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
