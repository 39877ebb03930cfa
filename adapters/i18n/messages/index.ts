import type { Dictionary } from "../dictionary";
import type { Lang } from "../languages";
import { en } from "./en";
import { jp } from "./jp";
import { kor } from "./kor";
import { tw } from "./tw";
import { zh } from "./zh";

/** Every dictionary by language; the Record type makes a sixth language without a file a compile error. */
export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { zh, tw, en, jp, kor };
