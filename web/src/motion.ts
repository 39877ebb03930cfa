import { reduceMotion, restoreMotion } from "antd-mobile";

/**
 * Reduced motion (issue 39): when the system asks for less motion, antd-mobile's springs (popups, dialogs, toasts,
 * the swiper) jump to their end instead of sliding; our own CSS animations stop under the same media query
 * (styles/app.css, screens/room/room.css). Follows the setting's changes; called once at start.
 */
export function followReducedMotion(): void {
  if (typeof window === "undefined" || !window.matchMedia) return;
  const query = window.matchMedia("(prefers-reduced-motion: reduce)");
  const apply = () => (query.matches ? reduceMotion() : restoreMotion());
  apply();
  query.addEventListener("change", apply);
}
