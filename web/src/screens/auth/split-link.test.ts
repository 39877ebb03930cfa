import { describe, expect, it } from "vitest";
import { splitLink } from "./split-link";

describe("splitLink", () => {
  it("splits a text around its tagged part, wherever the language puts it", () => {
    expect(splitLink("I agree to the <terms>user agreement</terms>", "terms")).toEqual({ before: "I agree to the ", link: "user agreement", after: "" });
    expect(splitLink("18歳以上であり、<terms>利用規約</terms>に同意します", "terms")).toEqual({ before: "18歳以上であり、", link: "利用規約", after: "に同意します" });
  });
  it("keeps a text without the tag whole, with no link text", () => {
    expect(splitLink("I agree", "terms")).toEqual({ before: "I agree ", link: "", after: "" });
  });
});
