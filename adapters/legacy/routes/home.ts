import { gameCatalogue } from "../../../src/application/games/game-catalogue";
import { articleById, homeContent, type ArticleLink } from "../../../src/application/content/home-content";
import type { Services } from "../../http/services";
import { success } from "../envelope";
import type { LegacyRoutes } from "../route";
import { unixSeconds } from "../wire-time";
import { gameView, viewersNow } from "./lottery";

/**
 * An article as the news page lists it. The original client opens
 * /aticleDetail with the whole item (title and HTML content) as its query, so
 * the list carries the content; the client sanitises it before rendering.
 */
async function articleView(services: Services, link: ArticleLink) {
  const article = await articleById(services.deps, link.id);
  return article.ok
    ? { id: article.value.id, title: article.value.title, content: article.value.contentHtml, createtime: unixSeconds(article.value.createdAtMs) }
    : { id: link.id, title: link.title, content: "", createtime: 0 };
}

/**
 * The home and news pages. Open to guests (SPEC sections 1 and 6: guests may
 * view the home page) and nothing in them is personal, so a token is neither
 * needed nor checked: a stale token must not make a guest's home page reload
 * forever on 50014.
 */
export const homeRoutes: LegacyRoutes = {
  /** data.banner (each with its image), plus the scrolling notice and the game list the home page shows. */
  "index/index": {
    method: "GET",
    auth: "none",
    async handle(call) {
      const content = await homeContent(call.services.deps, call.lang);
      const { games } = await gameCatalogue(call.services.deps);
      return success({
        banner: content.banners.map((banner) => ({ id: banner.id, image: banner.imageUrl, url: banner.linkUrl })),
        notice: content.notice,
        gameList: games.map((game) => gameView(game, viewersNow(call.services))),
      });
    },
  },

  /** data.tops (the hot topics) and data.articleTabs (each tab with its articles), in the caller's language. */
  "index/articlelist": {
    method: "GET",
    auth: "none",
    async handle(call) {
      const content = await homeContent(call.services.deps, call.lang);
      const tops = [];
      for (const link of content.articleTops) tops.push(await articleView(call.services, link));
      const articleTabs = [];
      for (const tab of content.articleTabs) {
        const articles = [];
        for (const link of tab.articles) articles.push(await articleView(call.services, link));
        articleTabs.push({ id: tab.id, title: tab.title, name: tab.title, articles });
      }
      return success({ tops, articleTabs });
    },
  },
};
