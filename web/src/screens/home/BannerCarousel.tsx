import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { RouterOutputs } from "../../trpc";

type Banner = RouterOutputs["home"]["content"]["banners"][number];

/** SPEC section 9: the carousel turns every 5000 ms. */
const BANNER_AUTOPLAY_MS = 5000;

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * The operator's banners; a tap follows the banner's link (a path of this
 * site, or an https page in a new tab). The browser's own scrolling with
 * scroll snapping (a swipe moves one banner, as on any phone), turned every
 * 5 s and back to the first after the last. It was antd-mobile's Swiper,
 * whose gesture and spring libraries were a sixth of the home page's script
 * (issue 39: the first screen's bytes); a finger on the banners holds the turn.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const held = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || banners.length < 2) return;
    const timer = window.setInterval(() => {
      if (held.current || document.hidden) return;
      const width = element.clientWidth;
      if (width === 0) return;
      const next = (Math.round(element.scrollLeft / width) + 1) % banners.length;
      element.scrollTo({ left: next * width, behavior: reducedMotion() ? "auto" : "smooth" });
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;
  const open = (link: string) => {
    if (link.startsWith("/") && !link.startsWith("//")) navigate(link);
    else if (/^https:\/\//i.test(link)) window.open(link, "_blank", "noopener,noreferrer");
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  const hold = () => {
    held.current = true;
  };
  const release = () => {
    held.current = false;
  };

  return (
    <div className="home-banners" data-testid="banners">
      {/*
        A named region a keyboard reaches (arrow keys scroll it, WCAG 2.1.1); focus or a pointer on it holds the turn
        (WCAG 2.2.2). A banner with a link is a button named by its place ("Banner 2 of 3"): the pictures carry no text.
      */}
      <div
        className="home-banner-track"
        ref={track}
        role="region"
        aria-label={t("assist.banners")}
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
        onFocus={hold}
        onBlur={release}
        onMouseEnter={hold}
        onMouseLeave={release}
      >
        {banners.map((banner, i) => {
          // Sized by its box (5:2), so nothing moves when it arrives; the first one is the page's largest picture.
          const picture = <img src={banner.imageUrl} alt="" draggable={false} decoding="async" width={750} height={300} fetchPriority={i === 0 ? "high" : "low"} loading={i === 0 ? "eager" : "lazy"} />;
          return (
            <div className="home-banner-slide" key={banner.id} aria-hidden={i === current ? undefined : true}>
              {banner.linkUrl ? (
                <button
                  type="button"
                  className="home-banner home-banner-link"
                  onClick={() => open(banner.linkUrl)}
                  aria-label={t("assist.banner", { n: i + 1, total: banners.length })}
                  tabIndex={i === current ? 0 : -1}
                >
                  {picture}
                </button>
              ) : (
                <div className="home-banner">{picture}</div>
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="home-banner-dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === current ? "home-banner-dot home-banner-dot-current" : "home-banner-dot"} />
          ))}
        </div>
      )}
    </div>
  );
}
