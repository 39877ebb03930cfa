import { Swiper } from "antd-mobile";
import { useNavigate } from "react-router-dom";
import type { RouterOutputs } from "../../trpc";

type Banner = RouterOutputs["home"]["content"]["banners"][number];

/** SPEC section 9: the carousel turns every 5000 ms. */
const BANNER_AUTOPLAY_MS = 5000;

/** The operator's banners; a tap follows the banner's link (a path of this site, or an https page in a new tab). */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const open = (link: string) => {
    if (link.startsWith("/") && !link.startsWith("//")) navigate(link);
    else if (/^https:\/\//i.test(link)) window.open(link, "_blank", "noopener,noreferrer");
  };
  return (
    <div className="home-banners" data-testid="banners">
      <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop={banners.length > 1} indicatorProps={{ color: "white" }}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <div className={`home-banner${banner.linkUrl ? " home-banner-link" : ""}`} onClick={banner.linkUrl ? () => open(banner.linkUrl) : undefined}>
              <img src={banner.imageUrl} alt="" draggable={false} decoding="async" />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
