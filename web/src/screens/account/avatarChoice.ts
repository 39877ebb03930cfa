import { useCallback, useSyncExternalStore } from "react";

/**
 * The player's avatar, kept on this device only: the server has no avatar
 * (SPEC section 7: avatar upload is not shown), so a chosen default picture
 * or a photo lives in localStorage and is drawn here.
 */
export type AvatarChoice = { readonly kind: "default"; readonly index: number } | { readonly kind: "photo"; readonly dataUrl: string };

/** One key per player, so a shared phone does not show one player's picture to another. */
const avatarKey = (userId: number): string => `avatar:${userId}`;
/** SPEC section 2: the default list has 8 pictures. */
export const DEFAULT_AVATAR_COUNT = 8;

const listeners = new Set<() => void>();
/** Parsed choices by raw text, so the snapshot stays the same object while the stored text does. */
const parsed = new Map<string, AvatarChoice | null>();

export function parseAvatar(raw: string | null): AvatarChoice | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const v = value as { kind?: unknown; index?: unknown; dataUrl?: unknown };
    if (v.kind === "default" && typeof v.index === "number" && Number.isInteger(v.index) && v.index >= 0 && v.index < DEFAULT_AVATAR_COUNT) return { kind: "default", index: v.index };
    if (v.kind === "photo" && typeof v.dataUrl === "string" && v.dataUrl.startsWith("data:image/")) return { kind: "photo", dataUrl: v.dataUrl };
    return null;
  } catch {
    return null;
  }
}

function read(userId: number | null): AvatarChoice | null {
  if (userId === null) return null;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(avatarKey(userId));
  } catch {
    // Storage refused: no choice.
  }
  if (raw === null) return null;
  if (!parsed.has(raw)) parsed.set(raw, parseAvatar(raw));
  return parsed.get(raw) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The player's current choice and a setter (null player: none, and nothing is kept); the setter answers false when
 * the device refused to keep it (storage full or off).
 */
export function useAvatarChoice(userId: number | null): [AvatarChoice | null, (choice: AvatarChoice) => boolean] {
  const choice = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => null,
  );
  const set = useCallback(
    (next: AvatarChoice) => {
      if (userId === null) return false;
      try {
        localStorage.setItem(avatarKey(userId), JSON.stringify(next));
      } catch {
        return false;
      }
      for (const listener of listeners) listener();
      return true;
    },
    [userId],
  );
  return [choice, set];
}

/** A photo scaled down to a small square JPEG, so it fits in local storage. */
export async function photoToDataUrl(file: File, size = 160): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  // Centre crop to a square, then scale.
  const side = Math.min(bitmap.width, bitmap.height);
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.85);
}
