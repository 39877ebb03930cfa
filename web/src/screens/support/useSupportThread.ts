import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { noteSupportSeq, useSupportLive, type SupportLiveEvent, type SupportOwnerKey } from "../../hooks/useSupportLive";
import { usePageVisible } from "../../hooks/usePageVisible";
import { appErrorOf, trpc } from "../../trpc";
import { gapAfter, latestFromStaff, mergeMessages, receiptOf, type ThreadMessage } from "./thread";
import { uploadSupportImage } from "./upload";

/** Messages the screen opens with, and how many "earlier messages" shows at most (the server's page). */
export const FIRST_PAGE = 50;
const LONGEST_PAGE = 200;
/** The hours banner is asked again this often while the chat is open (and at the next opening). */
const HOURS_REFRESH_MS = 5 * 60_000;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Why something the player did was refused: the server's own words in their language, or null for "the network failed". */
export type Refusal = string | null;

/**
 * The player's support thread, live: support.thread is the history it opens
 * with; the page's shared stream (GET /live/support) adds each new message and
 * the staff's read marks; a missing number is fetched (support.messages); the
 * staff's answers are marked read while the page is on screen
 * (support.markRead, which clears the tab's badge); posts and images are added
 * as the server answers them. Every message appears once, by its number.
 */
export function useSupportThread(owner: SupportOwnerKey) {
  const utils = trpc.useUtils();
  const visible = usePageVisible();
  const [limit, setLimit] = useState(FIRST_PAGE);
  const thread = trpc.support.thread.useQuery({ limit }, { staleTime: 0, refetchOnWindowFocus: false, refetchInterval: HOURS_REFRESH_MS });
  const [arrived, setArrived] = useState<readonly ThreadMessage[]>([]);
  const [liveStaffRead, setLiveStaffRead] = useState(0);

  const conversation = thread.data?.conversation ?? null;
  const messages = useMemo(() => mergeMessages(thread.data?.messages ?? [], arrived), [thread.data, arrived]);
  const conversationId = conversation?.id ?? messages[0]?.conversationId ?? null;
  const add = useCallback((more: readonly ThreadMessage[]) => setArrived((known) => [...known, ...more]), []);

  useEffect(() => {
    if (conversation) noteSupportSeq(owner, conversation.lastSeq);
  }, [owner, conversation]);

  const onLive = useCallback(
    (event: SupportLiveEvent) => {
      if (event.kind === "message") add([event.message]);
      else if (event.kind === "read") setLiveStaffRead((seq) => Math.max(seq, event.seq));
      // (Re)connected: what came before the stream was listening is read again (the merge keeps each message once).
      else void utils.support.thread.invalidate();
    },
    [add, utils],
  );
  useSupportLive(owner, onLive);

  // A number missing between two known messages (a stream that resumed too late): fetched once.
  const gap = gapAfter(messages);
  useEffect(() => {
    if (gap === null || conversationId === null) return;
    let cancelled = false;
    utils.support.messages.fetch({ conversationId, afterSeq: gap }, { staleTime: 0 }).then(
      (missing) => cancelled || add(missing),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [gap, conversationId, utils, add]);

  // Staff answer when the hours open: the banner turns at the next opening.
  const nextOpeningMs = thread.data?.hours.nextOpeningMs ?? null;
  const { refetch } = thread;
  useEffect(() => {
    if (nextOpeningMs === null) return;
    const timer = window.setTimeout(() => void refetch(), Math.min(Math.max(0, nextOpeningMs - Date.now()) + 1_000, MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [nextOpeningMs, refetch]);

  // The staff's answers on screen are read: once per new answer, while the page is visible.
  const markRead = trpc.support.markRead.useMutation();
  const { mutate: mark } = markRead;
  const readUpTo = useRef(0);
  const latestStaff = latestFromStaff(messages);
  const customerReadSeq = conversation?.customerReadSeq ?? 0;
  useEffect(() => {
    readUpTo.current = Math.max(readUpTo.current, customerReadSeq);
    if (!visible || conversationId === null || latestStaff <= readUpTo.current) return;
    const before = readUpTo.current;
    readUpTo.current = latestStaff;
    mark(
      { conversationId, seq: latestStaff },
      {
        onSuccess: () => void utils.support.unread.invalidate(),
        onError: () => {
          readUpTo.current = before;
        },
      },
    );
  }, [visible, conversationId, latestStaff, customerReadSeq, mark, utils]);

  const post = trpc.support.post.useMutation();
  const { mutateAsync: postAsync } = post;
  /** Sends a message; true once stored. A refusal is answered, and the caller keeps the text. */
  const send = useCallback(
    async (text: string): Promise<{ ok: true } | { ok: false; refusal: Refusal }> => {
      try {
        const posted = await postAsync({ text });
        add(posted.autoReply === null ? [posted.message] : [posted.message, posted.autoReply]);
        return { ok: true };
      } catch (error) {
        return { ok: false, refusal: appErrorOf(error)?.message ?? null };
      }
    },
    [postAsync, add],
  );

  const [uploading, setUploading] = useState(false);
  const sendImage = useCallback(
    async (file: File): Promise<{ ok: true } | { ok: false; refusal: Refusal }> => {
      setUploading(true);
      try {
        const outcome = await uploadSupportImage(file);
        if (!outcome.ok) return { ok: false, refusal: outcome.message };
        add([outcome.message]);
        return { ok: true };
      } finally {
        setUploading(false);
      }
    },
    [add],
  );

  const staffReadSeq = Math.max(liveStaffRead, conversation?.staffReadSeq ?? 0);
  const firstLoaded = messages[0]?.seq ?? 1;
  return {
    thread,
    messages,
    hours: thread.data?.hours ?? null,
    receipt: receiptOf(messages, staffReadSeq),
    /** Older messages than those shown exist and can still be loaded. */
    hasEarlier: firstLoaded > 1 && limit < LONGEST_PAGE,
    showEarlier: () => setLimit(LONGEST_PAGE),
    send,
    sending: post.isPending,
    sendImage,
    uploading,
  };
}
