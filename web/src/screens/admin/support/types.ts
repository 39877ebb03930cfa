import type { RouterOutputs } from "../../../trpc";

/** The inbox, a thread and a context as the console reads them (admin.support.*), shared by the screen's parts. */
type InboxPage = RouterOutputs["admin"]["support"]["inbox"];
export type InboxEntry = InboxPage["items"][number];
type StaffThread = RouterOutputs["admin"]["support"]["thread"];
export type StaffMessage = StaffThread["messages"][number];
export type Conversation = StaffThread["conversation"];
export type SupportContext = RouterOutputs["admin"]["support"]["context"];

export const INBOX_VIEWS = ["waiting", "mine", "all", "closed"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
