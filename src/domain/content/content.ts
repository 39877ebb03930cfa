/** What operators publish for players: banners, the scrolling notice, news, announcements, in-site messages. */

export interface Banner {
  readonly id: number;
  /** Same-origin path or https URL of the image. */
  readonly imageUrl: string;
  /** Where a tap goes; empty for none. */
  readonly linkUrl: string;
  readonly sortOrder: number;
}

/** A news tab in one language ("hot topics", "guides", ...). */
export interface ArticleTab {
  readonly id: number;
  readonly lang: string;
  readonly title: string;
  readonly sortOrder: number;
}

export interface Article {
  readonly id: number;
  readonly tabId: number;
  readonly lang: string;
  readonly title: string;
  /** HTML as the operator wrote it; the client sanitises before rendering. */
  readonly contentHtml: string;
  /** Shown among the "tops" (hot topics) of the news page. */
  readonly isTop: boolean;
  readonly createdAtMs: number;
}

/** A platform announcement; lang null means every language. */
export interface Announcement {
  readonly id: number;
  readonly lang: string | null;
  readonly title: string;
  readonly content: string;
  readonly createdAtMs: number;
}

/** An in-site message to one player. */
export interface InSiteMessage {
  readonly id: number;
  readonly userId: number;
  readonly title: string;
  readonly content: string;
  readonly createdAtMs: number;
  readonly readAtMs: number | null;
}
