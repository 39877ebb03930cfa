import type { RouterOutputs } from "../../../trpc";

/** What the content screen reads (admin.content.overview), shared by the screen and its editors. */
export type ContentOverview = RouterOutputs["admin"]["content"]["overview"];
export type LanguageContent = ContentOverview["languages"][number];
