import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromHex, hmacSha256, sha256, sha256Into, toHex, utf8 } from "./sha256";

const nodeSha256 = (data: Uint8Array): string => createHash("sha256").update(data).digest("hex");
const nodeHmac = (key: Uint8Array, data: Uint8Array): string => createHmac("sha256", key).update(data).digest("hex");
const repeat = (byte: number, count: number): Uint8Array => new Uint8Array(count).fill(byte);

describe("sha256: FIPS 180-4 example vectors", () => {
  it.each([
    ["the empty string", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "the 448-bit message",
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
    [
      "the 896-bit message",
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
    ],
  ])("hashes %s", (_name, message, digest) => {
    expect(toHex(sha256(utf8(message)))).toBe(digest);
  });

  it("hashes one million 'a'", () => {
    expect(toHex(sha256(repeat(0x61, 1_000_000)))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });
});

describe("hmacSha256: RFC 4231 test cases", () => {
  const cases: [string, Uint8Array, Uint8Array, string][] = [
    ["1", repeat(0x0b, 20), utf8("Hi There"), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
    ["2", utf8("Jefe"), utf8("what do ya want for nothing?"), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"],
    ["3", repeat(0xaa, 20), repeat(0xdd, 50), "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"],
    [
      "4",
      Uint8Array.from({ length: 25 }, (_, i) => i + 1),
      repeat(0xcd, 50),
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
    ],
    // Case 5 publishes only the first 128 bits.
    ["5 (truncated to 128 bits)", repeat(0x0c, 20), utf8("Test With Truncation"), "a3b6167473100ee06e0c796c2955552b"],
    [
      "6 (key longer than a block)",
      repeat(0xaa, 131),
      utf8("Test Using Larger Than Block-Size Key - Hash Key First"),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    ],
    [
      "7 (key and data longer than a block)",
      repeat(0xaa, 131),
      utf8(
        "This is a test using a larger than block-size key and a larger than block-size data. " +
          "The key needs to be hashed before being used by the HMAC algorithm.",
      ),
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
    ],
  ];
  it.each(cases)("case %s", (_name, key, data, mac) => {
    expect(toHex(hmacSha256(key, data)).slice(0, mac.length)).toBe(mac);
  });
});

describe("sha256 and hmacSha256 agree with node:crypto", () => {
  it("for every message length 0..200 (all padding boundaries)", () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(toHex(sha256(data))).toBe(nodeSha256(data));
    }
  });

  it("on random messages (0..300 bytes)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 300 }), (data) => {
        expect(toHex(sha256(data))).toBe(nodeSha256(data));
      }),
      { numRuns: 500 },
    );
  });

  it("on random keys (0..200 bytes, including keys longer than 64) and messages (0..300 bytes)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 200 }), fc.uint8Array({ minLength: 0, maxLength: 300 }), (key, data) => {
        expect(toHex(hmacSha256(key, data))).toBe(nodeHmac(key, data));
      }),
      { numRuns: 500 },
    );
  });

  it("sha256Into writes at an offset and may hash a buffer into itself", () => {
    const buffer = Uint8Array.from({ length: 40 }, (_, i) => i);
    const input = buffer.slice(8, 40);
    sha256Into(buffer.subarray(8, 40), buffer, 8);
    expect(toHex(buffer.subarray(8, 40))).toBe(nodeSha256(input));
    expect([...buffer.subarray(0, 8)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("returns fresh arrays that later calls do not overwrite", () => {
    const first = sha256(utf8("a"));
    const firstMac = hmacSha256(utf8("k"), utf8("a"));
    sha256(utf8("b"));
    hmacSha256(utf8("k"), utf8("b"));
    expect(toHex(first)).toBe(nodeSha256(utf8("a")));
    expect(toHex(firstMac)).toBe(nodeHmac(utf8("k"), utf8("a")));
  });
});

describe("hex and UTF-8 helpers", () => {
  it("toHex is lowercase, two digits per byte, and fromHex inverts it", () => {
    expect(toHex(Uint8Array.from([0, 1, 0xab, 0xff]))).toBe("0001abff");
    expect(toHex(new Uint8Array(0))).toBe("");
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(toHex(bytes)).toBe(Buffer.from(bytes).toString("hex"));
        expect(fromHex(toHex(bytes))).toEqual(bytes);
      }),
    );
  });

  it.each(["abc", "0", "AB", "aB", "0x00", " 00", "00 ", "0g", "zz", "+1", "-1", "\u0660\u0661"])("fromHex refuses %j", (text) => {
    expect(fromHex(text)).toBeNull();
  });

  it("fromHex refuses non-strings instead of throwing", () => {
    for (const value of [undefined, null, 12, {}, ["00"]]) expect(fromHex(value as unknown as string)).toBeNull();
  });

  it("fromHex accepts the empty string as zero bytes", () => {
    expect(fromHex("")).toEqual(new Uint8Array(0));
  });

  it("utf8 matches Node's encoder, including non-ASCII text", () => {
    for (const text of ["", "7:20261122001", "台灣", "emoji \u{1F3B2}"]) expect(utf8(text)).toEqual(new Uint8Array(Buffer.from(text, "utf8")));
  });
});
