import { describe, expect, it } from "vitest";
import { parseAvatar } from "./avatarChoice";

describe("the avatar kept on this device", () => {
  it("reads a default picture 0..7 or a photo data URL", () => {
    expect(parseAvatar(JSON.stringify({ kind: "default", index: 7 }))).toEqual({ kind: "default", index: 7 });
    expect(parseAvatar(JSON.stringify({ kind: "photo", dataUrl: "data:image/jpeg;base64,AAA" }))).toEqual({ kind: "photo", dataUrl: "data:image/jpeg;base64,AAA" });
  });

  it("ignores anything else (no picture 8, no remote URL, broken JSON)", () => {
    expect(parseAvatar(null)).toBeNull();
    expect(parseAvatar("{")).toBeNull();
    expect(parseAvatar(JSON.stringify({ kind: "default", index: 8 }))).toBeNull();
    expect(parseAvatar(JSON.stringify({ kind: "default", index: 1.5 }))).toBeNull();
    expect(parseAvatar(JSON.stringify({ kind: "photo", dataUrl: "https://evil.example/x.png" }))).toBeNull();
    expect(parseAvatar("3")).toBeNull();
  });
});
